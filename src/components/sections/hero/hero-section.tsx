import { ActionLink } from "@/components/ui/action-link";
import { buttonClass } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { ChevronRight } from "@/components/ui/icons";
import { MediaImage } from "@/components/ui/media-image";
import { MediaVideo } from "@/components/ui/media-video";
import type { SectionProps } from "../types";

/**
 * Page opening: breadcrumb, eyebrow, the page's one <h1>, lead, subline and up to two actions,
 * over a decorative image or a muted looping video (with its pause button). The heading and
 * lead rise in with CSS only (1 s and 1.2 s after 0.2 s), so they show without JavaScript and
 * stay still under reduced motion; they are opaque from the first frame (only their position
 * moves), so the first paint already shows them.
 */
export function HeroSection({
  breadcrumb,
  eyebrow,
  heading,
  lead,
  subline,
  actions,
  background,
}: SectionProps<"hero">) {
  const video = background && "video" in background ? background.video : undefined;
  // A video's poster is the first thing drawn, so it is the priority image (MediaVideo).
  const image = background && "image" in background ? background.image : video;
  return (
    // Layers in source order (media, tint, text); the video's pause button sits above them.
    <section className="relative isolate overflow-hidden bg-ink-900 text-white">
      {image ? (
        <MediaImage
          id={image}
          fill
          priority
          decorative
          sizes="100vw"
          className="object-cover object-center"
        />
      ) : null}
      {video ? (
        <MediaVideo id={video} decorative poster={false} className="absolute inset-0" />
      ) : null}
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 ${
          background
            ? "bg-[linear-gradient(100deg,rgba(7,17,31,0.94)_0%,rgba(11,26,46,0.82)_45%,rgba(11,26,46,0.35)_100%)]"
            : "bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(45,212,191,0.28),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgba(59,130,246,0.22),transparent)]"
        }`}
      />
      <Container className="relative pb-20 pt-14 md:pb-28 md:pt-24 lg:pb-32">
        {breadcrumb && breadcrumb.length > 0 ? (
          <nav aria-label="Breadcrumb" className="mb-8">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-100">
              {breadcrumb.map((link, index) => (
                <li key={link.href} className="flex items-center gap-2">
                  {index > 0 ? <ChevronRight className="size-4 text-ink-300" /> : null}
                  <ActionLink
                    action={link}
                    arrow={false}
                    className="rounded-sm underline-offset-4 hover:text-white hover:underline"
                  />
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {eyebrow ? (
          <p className="mb-4 text-sm font-bold uppercase tracking-[0.18em] text-accent-300 motion-safe:animate-hero-heading">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-4xl text-4xl font-extrabold leading-[1.08] sm:text-5xl lg:text-6xl motion-safe:animate-hero-heading">
          {heading}
        </h1>
        <div className="motion-safe:animate-hero-lead">
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-100 sm:text-xl">{lead}</p>
          {subline ? (
            <p className="mt-4 max-w-2xl text-lg font-semibold text-accent-300 sm:text-xl">
              {subline}
            </p>
          ) : null}
          {actions && actions.length > 0 ? (
            <div className="mt-10 flex flex-wrap gap-4">
              {actions.map((action, index) => (
                <ActionLink
                  key={action.href}
                  action={action}
                  className={buttonClass(index === 0 ? "primary" : "onDark")}
                />
              ))}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
