interface PreviewBannerProps {
  editHref: string;
  exitHref: string;
  problem?: string;
}

/** Says, on top of a previewed page, that visitors do not see this (yet). Plain links: no script. */
export function PreviewBanner({ editHref, exitHref, problem }: PreviewBannerProps) {
  return (
    <div role="region" aria-label="Preview" className="bg-amber-100 text-ink-900">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-base">
        <strong>Preview of the saved draft: visitors do not see it until it is published.</strong>
        {problem ? <span>{problem}</span> : null}
        <a className="font-semibold underline" href={editHref}>
          Back to the editor
        </a>
        <a className="font-semibold underline" href={exitHref}>
          Exit preview
        </a>
      </p>
    </div>
  );
}
