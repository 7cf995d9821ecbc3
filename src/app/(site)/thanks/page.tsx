import { phoneChoices } from "@/lib/forms/phone";
import type { Metadata } from "next";
import { DeferredForm } from "@/components/forms/deferred-form";
import type { ResumePosition } from "@/components/forms/resume-form";
import { openPositions } from "@/content/catalogue";
import { applicationExtraMessages, applicationMessages } from "@/lib/forms/application";
import { contactMessages } from "@/lib/forms/contact";
import { newsletterMessages } from "@/lib/forms/newsletter";
import { privacySettings } from "@/config/privacy";
import { readThanks, type ThanksForm, type ThanksStatus } from "@/lib/forms/thanks";
import { getContext } from "@/server/context";
import { loadSiteContent } from "@/server/content/site-pages";
import { loadDraft } from "@/server/submissions/store";

/**
 * Where a form posted without JavaScript lands (the API answers with a 303 here): a thank
 * you, or the form again with its errors and the values that were typed. Also the page the
 * unsubscribe link ends on. Not in the sitemap, and not indexed.
 */
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const BACK: Record<ThanksForm, { href: string; label: string }> = {
  contact: { href: "/contact", label: "Back to Contact Us" },
  newsletter: { href: "/", label: "Back to the home page" },
  application: { href: "/JoinUs", label: "Back to Join Us" },
  confirm: { href: "/", label: "Back to the home page" },
  unsubscribe: { href: "/", label: "Back to the home page" },
};

interface View {
  eyebrow: string;
  heading: string;
  text: string;
  tone: "good" | "bad";
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

function read(params: Record<string, string | string[] | undefined>) {
  return readThanks({
    form: first(params.form),
    status: first(params.status),
    draft: first(params.draft),
  });
}

function view(form: ThanksForm, status: ThanksStatus): View {
  const failed = (text: string): View => ({
    eyebrow: "Not sent",
    heading: "We could not send your form",
    text,
    tone: "bad",
  });
  if (form === "confirm") {
    return status === "sent"
      ? {
          eyebrow: "Newsletter",
          heading: "Your subscription is confirmed",
          text: "Thank you: the next newsletter will reach you. Every issue has a link to unsubscribe.",
          tone: "good",
        }
      : {
          eyebrow: "Newsletter",
          heading: "This confirmation link is not valid",
          text: `The link may be incomplete, or older than ${privacySettings().retention.pendingSubscriberDays} days. Please subscribe again from the footer of any page.`,
          tone: "bad",
        };
  }
  if (form === "unsubscribe") {
    return status === "sent"
      ? {
          eyebrow: "Newsletter",
          heading: "You have been unsubscribed",
          text: "Your address is deleted from our list and you will not receive our newsletter any more. If this was a mistake, you can subscribe again from the footer of any page.",
          tone: "good",
        }
      : {
          eyebrow: "Newsletter",
          heading: "This unsubscribe link is not valid",
          text: "The link may be incomplete, or the address was already removed. Please open it again from the e-mail, or write to us and we will remove your address.",
          tone: "bad",
        };
  }
  switch (status) {
    case "sent":
      if (form === "newsletter")
        return {
          eyebrow: "Newsletter",
          heading: newsletterMessages.success,
          text: "Please confirm from your inbox: we sent you an e-mail with a link. Then you will receive one short e-mail a month about what we shipped and what we learned.",
          tone: "good",
        };
      if (form === "application")
        return {
          eyebrow: "Careers",
          heading: applicationMessages.success,
          text: "Thank you for applying. Our recruitment team reads every application and will contact you about roles that match your experience.",
          tone: "good",
        };
      return {
        eyebrow: "Contact",
        heading: "Message received",
        text: contactMessages.success,
        tone: "good",
      };
    case "invalid":
      return {
        eyebrow: "Almost there",
        heading: "Please check your details",
        text: "Some of the details could not be accepted. Correct the fields marked below and send the form again.",
        tone: "bad",
      };
    case "limited":
      return {
        ...failed(
          "We received several forms from your connection in a short time. Please wait a few minutes and try again.",
        ),
        heading: "Too many submissions",
      };
    case "too-large":
      return {
        ...failed(
          form === "application"
            ? `${applicationExtraMessages.resumeTooLarge}. Please attach a smaller file and try again.`
            : "The form was larger than we accept. Please shorten it and try again.",
        ),
        heading: "Your form was too large",
      };
    default:
      return failed(
        form === "newsletter"
          ? newsletterMessages.failure
          : form === "application"
            ? applicationExtraMessages.failure
            : contactMessages.failure,
      );
  }
}

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const { form, status } = read(await searchParams);
  return { title: view(form, status).heading, robots: { index: false, follow: true } };
}

async function draftFor(form: ThanksForm, id: string) {
  if (!id) return null;
  try {
    const context = await getContext();
    const draft = await loadDraft(context.database.db, id);
    return draft && draft.form === form ? draft : null;
  } catch (error) {
    console.error("[thanks] could not load the form draft:", error);
    return null;
  }
}

type Draft = NonNullable<Awaited<ReturnType<typeof draftFor>>>;

interface ApplicationAgain {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The position applied to, still open: the form applies to it again. */
  position?: ResumePosition;
  /** Its page, when known. */
  positionPath?: string;
  /** The position closed meanwhile (its message): the form comes back as an open application. */
  closed?: string;
}

/**
 * A refused application shown again (issue 38). The draft keeps the position's id and the
 * answers typed. While the position is open, the form applies to it again: its title and
 * questions come from the open positions the site layout has already loaded (no query of
 * this page's own), and the answers are put back; should it be missing there (it closed
 * since, or the list could not load), only the hidden id goes back and the server decides.
 * If the server said it closed, the form comes back without it, as an open application
 * with the details kept, and the message stands above it.
 */
async function applicationAgain(draft: Draft): Promise<ApplicationAgain> {
  const { position: positionId, ...values } = draft.values;
  if (!positionId) return { values: draft.values, errors: draft.errors };
  const { position: closed, ...errors } = draft.errors;
  if (closed) {
    const details = Object.fromEntries(
      Object.entries(values).filter(([name]) => !name.startsWith("answer-")),
    );
    return { values: details, errors, closed };
  }
  await loadSiteContent().catch(() => undefined);
  const open = openPositions().find((position) => position.id === positionId);
  if (!open)
    return { values, errors, position: { id: positionId, phone: phoneChoices(undefined) } };
  return {
    values,
    errors,
    position: {
      id: open.id,
      title: open.document.title,
      phone: phoneChoices(open.document.country),
      questions: open.document.questions.map(({ question, kind, required }) => ({
        question,
        kind,
        required,
      })),
    },
    positionPath: open.path,
  };
}

export default async function ThanksPage({ searchParams }: { searchParams: SearchParams }) {
  const { form, status, draft: draftId } = read(await searchParams);
  const current = view(form, status);
  const draft = status === "invalid" ? await draftFor(form, draftId) : null;
  const application = form === "application" && draft ? await applicationAgain(draft) : null;
  const back = application?.positionPath
    ? { href: application.positionPath, label: "Back to the position" }
    : BACK[form];
  const text = application?.closed
    ? "The position you applied for closed before your application arrived, so nothing was sent. Your details are kept below: send them as an open application instead."
    : current.text;

  return (
    <>
      <section className="relative overflow-hidden bg-ink-900 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_28rem_at_85%_0%,rgba(45,212,191,0.25),transparent)]"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-20 sm:px-6 md:py-28">
          <p className="text-sm font-bold uppercase tracking-[0.18em] text-accent-300">
            {current.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">{current.heading}</h1>
          <p
            className={`mt-6 max-w-2xl text-lg ${current.tone === "good" ? "text-ink-100" : "text-red-200"}`}
          >
            {text}
          </p>
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
        </div>
      </section>
      {draft ? (
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
                          Your details are kept below as an open application; attach your résumé
                          again to send them. Or{" "}
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
      ) : null}
    </>
  );
}
