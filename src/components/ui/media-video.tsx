import { findMedia } from "@/content/media";
import { VideoPlayer } from "@/components/islands";

/**
 * A muted, looping video from the media manifest (mp4 and webm sources, poster image) with a
 * visible pause/play button. Resolves the manifest entry on the server and hands only plain
 * values to the small client player.
 */
export function MediaVideo({
  id,
  decorative = false,
  className,
  buttonPosition = "bottom-right",
  poster = true,
}: {
  id: string;
  /**
   * false where the caller draws the poster itself, as the page's priority image under the
   * video (the hero): an image gets a srcset sized for the phone and a preload, a poster
   * neither. Until the video has a frame it draws nothing, so the image shows through.
   */
  poster?: boolean;
  /** A background: hidden from assistive technology (the button stays available). */
  decorative?: boolean;
  className?: string;
  buttonPosition?: "bottom-right" | "top-right";
}) {
  const entry = findMedia(id);
  if (entry?.kind !== "video" || !entry.webm) {
    console.error(`[media] "${id}" is not a video of the media library`);
    return null;
  }
  return (
    <VideoPlayer
      src={entry.src}
      webm={entry.webm}
      poster={poster ? entry.poster : undefined}
      width={entry.width}
      height={entry.height}
      label={decorative ? null : entry.alt}
      className={className}
      buttonPosition={buttonPosition}
    />
  );
}
