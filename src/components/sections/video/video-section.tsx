import { Container } from "@/components/ui/container";
import { MediaVideo } from "@/components/ui/media-video";
import type { SectionProps } from "../types";

/** A full-width, muted, looping video with a visible pause/play button. */
export function VideoSection({ video, caption }: SectionProps<"video">) {
  return (
    <div className="py-10 md:py-14">
      <Container>
        <figure>
          <MediaVideo
            id={video}
            className="relative aspect-video overflow-hidden rounded-3xl bg-ink-900 shadow-lg shadow-ink-900/10"
          />
          {caption ? (
            <figcaption className="mt-4 text-center text-sm text-ink-600">{caption}</figcaption>
          ) : null}
        </figure>
      </Container>
    </div>
  );
}
