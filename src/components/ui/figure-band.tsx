import type { ReactNode } from "react";
import { Container } from "./container";

/** A wide figure between sections (an image or a video) with an optional caption. */
export function FigureBand({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <div className="py-10 md:py-14">
      <Container>
        <figure>
          {children}
          {caption ? (
            <figcaption className="mt-4 text-center text-sm text-ink-600">{caption}</figcaption>
          ) : null}
        </figure>
      </Container>
    </div>
  );
}
