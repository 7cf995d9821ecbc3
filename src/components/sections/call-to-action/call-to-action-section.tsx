import { useId } from "react";
import { ActionLink } from "@/components/ui/action-link";
import { buttonClass } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import type { SectionProps } from "../types";

/** A closing band: heading, one line of text and one action. */
export function CallToActionSection({ heading, text, action }: SectionProps<"callToAction">) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-16 md:py-20">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 text-white shadow-xl shadow-ink-900/20 sm:px-12 md:flex md:items-center md:justify-between md:gap-12 md:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgba(45,212,191,0.35),transparent),radial-gradient(30rem_18rem_at_0%_100%,rgba(59,130,246,0.25),transparent)]"
          />
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-3xl font-bold leading-tight sm:text-4xl">
              {heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-100">{text}</p>
          </div>
          <div className="mt-8 shrink-0 md:mt-0">
            <ActionLink action={action} className={buttonClass("primary")} />
          </div>
        </div>
      </Container>
    </section>
  );
}
