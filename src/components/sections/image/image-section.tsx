import { Container } from "@/components/ui/container";
import { MediaImage } from "@/components/ui/media-image";
import type { SectionProps } from "../types";

/** A wide image with an optional caption. */
export function ImageSection({ image, caption }: SectionProps<"image">) {
  return (
    <div className="py-10 md:py-14">
      <Container>
        <figure>
          <div className="overflow-hidden rounded-3xl bg-ink-100 shadow-lg shadow-ink-900/10">
            <MediaImage
              id={image}
              sizes="(min-width: 1280px) 1216px, 100vw"
              className="h-auto w-full"
            />
          </div>
          {caption ? (
            <figcaption className="mt-4 text-center text-sm text-ink-600">{caption}</figcaption>
          ) : null}
        </figure>
      </Container>
    </div>
  );
}
