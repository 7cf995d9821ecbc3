import type { ReactNode } from "react";

/**
 * A card title that, given a target, links it with a hit area stretched over the whole card
 * (its nearest positioned ancestor): one link per card, so screen readers hear it once.
 */
export function StretchedLink({ href, children }: { href?: string; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} className="after:absolute after:inset-0 after:content-['']">
      {children}
    </a>
  );
}
