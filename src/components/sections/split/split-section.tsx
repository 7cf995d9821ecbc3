import { useId } from "react";
import { ActionLink } from "@/components/ui/action-link";
import { buttonClass } from "@/components/ui/button";
import { MediaImage } from "@/components/ui/media-image";
import { SectionShell } from "@/components/ui/section-shell";
import type { SectionProps } from "../types";

/** Text beside an image (mission, vision, a highlighted offer). */
export function SplitSection({
  eyebrow,
  heading,
  paragraphs,
  image,
  imageSide,
  action,
}: SectionProps<"split">) {
  const headingId = useId();
  return (
    <SectionShell labelledBy={headingId}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={imageSide === "left" ? "lg:order-2" : ""}>
          {eyebrow ? (
            <p className="mb-3 text-sm font-bold uppercase tracking-[0.16em] text-accent-700">
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="text-3xl font-bold leading-tight text-ink-900 sm:text-4xl">
            {heading}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-700">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
          </div>
          {action ? (
            <div className="mt-8">
              <ActionLink action={action} className={buttonClass("dark")} />
            </div>
          ) : null}
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className={`absolute -inset-3 -z-10 rounded-[2rem] bg-gradient-to-br from-accent-400/25 to-ink-100 ${
              imageSide === "left" ? "-rotate-2" : "rotate-2"
            }`}
          />
          <div className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-ink-100 shadow-xl shadow-ink-900/10">
            <MediaImage
              id={image}
              fill
              sizes="(min-width: 1024px) 600px, 100vw"
              className="object-cover"
            />
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
