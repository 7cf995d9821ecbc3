/**
 * What /thanks shows (the page a form posted without JavaScript lands on, and the one the
 * newsletter's links end on): the outcome's words, the way back, and a refused form again
 * with its errors and what was typed.
 */
import "server-only";
import type { ApplicationAgain, ThanksOutcome } from "@/components/forms/thanks-parts";
import { privacySettings } from "@/config/privacy";
import { openPositions } from "@/content/catalogue";
import { applicationExtraMessages, applicationMessages } from "@/lib/forms/application";
import { contactMessages } from "@/lib/forms/contact";
import { newsletterMessages } from "@/lib/forms/newsletter";
import { phoneChoices } from "@/lib/forms/phone";
import { readThanks, type ThanksForm, type ThanksStatus } from "@/lib/forms/thanks";
import { loadSiteContent } from "../content/site-pages";
import { getContext } from "../context";
import { loadDraft } from "./store";

type Query = Record<string, string | string[] | undefined>;

const BACK: Record<ThanksForm, { href: string; label: string }> = {
  contact: { href: "/contact", label: "Back to Contact Us" },
  newsletter: { href: "/", label: "Back to the home page" },
  application: { href: "/JoinUs", label: "Back to Join Us" },
  confirm: { href: "/", label: "Back to the home page" },
  unsubscribe: { href: "/", label: "Back to the home page" },
};

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

function outcome(form: ThanksForm, status: ThanksStatus): ThanksOutcome {
  const failed = (text: string): ThanksOutcome => ({
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

export type ThanksDraft = NonNullable<Awaited<ReturnType<typeof draftFor>>>;

/**
 * A refused application shown again (issue 38). The draft keeps the position's id and the
 * answers typed. While the position is open, the form applies to it again: its title and
 * questions come from the open positions the site layout has already loaded (no query of
 * this page's own), and the answers are put back; should it be missing there (it closed
 * since, or the list could not load), only the hidden id goes back and the server decides.
 * If the server said it closed, the form comes back without it, as an open application
 * with the details kept, and the message stands above it.
 */
async function applicationAgain(draft: ThanksDraft): Promise<ApplicationAgain> {
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

/** The page's title: the outcome's heading. */
export function thanksTitle(query: Query): string {
  const { form, status } = read(query);
  return outcome(form, status).heading;
}

export interface ThanksView {
  form: ThanksForm;
  outcome: ThanksOutcome;
  /** The outcome's words, or why a refused application comes back as an open one. */
  text: string;
  back: { href: string; label: string };
  /** A refused form, to send again. */
  draft: ThanksDraft | null;
  /** A refused application: its values, errors and position. */
  application: ApplicationAgain | null;
}

export async function loadThanksPage(query: Query): Promise<ThanksView> {
  const { form, status, draft: draftId } = read(query);
  const current = outcome(form, status);
  const draft = status === "invalid" ? await draftFor(form, draftId) : null;
  const application = form === "application" && draft ? await applicationAgain(draft) : null;
  const back = application?.positionPath
    ? { href: application.positionPath, label: "Back to the position" }
    : BACK[form];
  const text = application?.closed
    ? "The position you applied for closed before your application arrived, so nothing was sent. Your details are kept below: send them as an open application instead."
    : current.text;
  return { form, outcome: current, text, back, draft, application };
}
