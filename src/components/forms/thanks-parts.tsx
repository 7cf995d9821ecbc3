import { MessageHero } from "@/components/layout/message-hero";
import { DeferredForm } from "./deferred-form";
import type { ResumePosition } from "./resume-form";

/** What a form's outcome says, at the top of /thanks. */
export interface ThanksOutcome {
  eyebrow: string;
  heading: string;
  text: string;
  tone: "good" | "bad";
}

/** The top of /thanks: the outcome, and the ways on (home, and back to the form's page). */
export function ThanksHero({
  outcome,
  text,
  back,
}: {
  outcome: ThanksOutcome;
  /** The outcome's words, or what replaces them (a position closed meanwhile). */
  text: string;
  back: { href: string; label: string };
}) {
  return (
    <MessageHero
      eyebrow={outcome.eyebrow}
      heading={outcome.heading}
      text={text}
      tone={outcome.tone}
      glowAt={85}
    >
      <nav aria-label="Next steps" className="mt-10 flex flex-wrap gap-4">
        <a
          href="/"
          className="inline-flex min-h-12 items-center rounded-full bg-accent-400 px-6 py-3 font-semibold text-ink-950 transition-colors hover:bg-accent-300"
        >
          Go to the home page
        </a>
        {back.href !== "/" ? (
          <a
            href={back.href}
            className="inline-flex min-h-12 items-center rounded-full border border-white/30 px-6 py-3 font-semibold text-white transition-colors hover:border-white"
          >
            {back.label}
          </a>
        ) : null}
      </nav>
    </MessageHero>
  );
}

/** A refused application shown again (issue 38): what the page puts back into the form. */
export interface ApplicationAgain {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The position applied to, still open: the form applies to it again. */
  position?: ResumePosition;
  /** Its page, when known. */
  positionPath?: string;
  /** The position closed meanwhile (its message): the form comes back as an open application. */
  closed?: string;
}

/** A form the server refused, again, with its errors and what was typed. */
export function FormAgain({
  form,
  draft,
  application,
}: {
  form: "contact" | "newsletter" | "application" | "confirm" | "unsubscribe";
  draft: { values: Record<string, string>; errors: Record<string, string> };
  application: ApplicationAgain | null;
}) {
  return (
    <section aria-labelledby="form-again" className="bg-ink-50 py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="form-again" className="mb-6 text-2xl font-bold text-ink-900">
          Your form
        </h2>
        {form === "newsletter" ? (
          <div className="rounded-3xl bg-ink-900 p-6 sm:p-10">
            <DeferredForm
              form="newsletter"
              initialValues={draft.values}
              initialErrors={draft.errors}
            />
          </div>
        ) : (
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink-900/5 ring-1 ring-ink-100 sm:p-10">
            {application ? (
              <>
                {application.closed ? (
                  <div className="mb-8 rounded-2xl border border-signal-600/30 bg-signal-600/5 p-5">
                    <p className="text-lg font-bold text-signal-600">{application.closed}</p>
                    <p className="mt-2 text-ink-700">
                      Your details are kept below as an open application; attach your résumé again
                      to send them. Or{" "}
                      <a
                        href="/CareerPage"
                        className="font-semibold text-accent-700 underline underline-offset-4"
                      >
                        see the positions that are open
                      </a>
                      .
                    </p>
                  </div>
                ) : null}
                <DeferredForm
                  form="resume"
                  initialValues={application.values}
                  initialErrors={application.errors}
                  {...(application.position ? { position: application.position } : {})}
                />
              </>
            ) : (
              <DeferredForm
                form="contact"
                variant="enquiry"
                initialValues={draft.values}
                initialErrors={draft.errors}
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
