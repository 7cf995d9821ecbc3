import { FigureBand } from "@/components/ui/figure-band";
import { MediaVideo } from "@/components/ui/media-video";
import type { SectionProps } from "../types";

/** A full-width, muted, looping video with a visible pause/play button. */
export function VideoSection({ video, caption }: SectionProps<"video">) {
  return (
    <FigureBand caption={caption}>
      <MediaVideo
        id={video}
        className="relative aspect-video overflow-hidden rounded-3xl bg-ink-900 shadow-lg shadow-ink-900/10"
      />
    </FigureBand>
  );
}
