"use client";

import { useEffect, useRef, useState } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";
import { PauseIcon, PlayIcon } from "./icons";

export type VideoPlayerProps = {
  src: string;
  webm: string;
  /** Drawn until the video plays; left out where the caller draws it as an image below. */
  poster?: string;
  width: number;
  height: number;
  /** Accessible description; null for a decorative background. */
  label: string | null;
  /** Classes of the wrapper, which must be positioned (default "relative"). */
  className?: string;
  buttonPosition?: "bottom-right" | "top-right";
};

/**
 * Muted, looping, inline video with a visible pause/play button (WCAG 2.2.2). It starts
 * playing only once the page has hydrated and only when the visitor has not asked for reduced
 * motion; without JavaScript the poster shows, so nothing moves that cannot be stopped.
 */
export function VideoPlayer({
  src,
  webm,
  poster,
  width,
  height,
  label,
  className = "relative",
  buttonPosition = "bottom-right",
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const [userChoice, setUserChoice] = useState<"play" | "pause" | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || reducedMotion === null || userChoice !== null) return;
    video.muted = true;
    if (reducedMotion) {
      video.pause();
      return;
    }
    video.play()?.catch(() => setPlaying(false));
  }, [reducedMotion, userChoice]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      setUserChoice("play");
      video.muted = true;
      video.play()?.catch(() => setPlaying(false));
    } else {
      setUserChoice("pause");
      video.pause();
    }
  };

  const position = buttonPosition === "top-right" ? "right-4 top-4" : "bottom-4 right-4";

  return (
    <div className={className}>
      <video
        ref={videoRef}
        className="size-full object-cover"
        width={width}
        height={height}
        poster={poster}
        muted
        loop
        playsInline
        autoPlay={reducedMotion === false && userChoice !== "pause"}
        preload="metadata"
        aria-hidden={label === null ? true : undefined}
        aria-label={label ?? undefined}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={webm} type="video/webm" />
        <source src={src} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        className={`absolute ${position} z-10 ${hydrated ? "" : "invisible"} inline-flex size-11 items-center justify-center rounded-full bg-ink-950/70 text-white ring-1 ring-white/40 backdrop-blur transition-colors hover:bg-ink-950/90`}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
        <span className="sr-only">{playing ? "Pause video" : "Play video"}</span>
      </button>
    </div>
  );
}
