import { FigureBand } from "@/components/ui/figure-band";
import { MediaImage } from "@/components/ui/media-image";
import type { SectionProps } from "../types";

/** A wide image with an optional caption. */
export function ImageSection({ image, caption }: SectionProps<"image">) {
  return (
    <FigureBand caption={caption}>
      <div className="overflow-hidden rounded-3xl bg-ink-100 shadow-lg shadow-ink-900/10">
        <MediaImage
          id={image}
          sizes="(min-width: 1280px) 1216px, 100vw"
          className="h-auto w-full"
        />
      </div>
    </FigureBand>
  );
}
