import { MessageHero } from "@/components/layout/message-hero";

/**
 * The pages the newsletter's links open (confirm, unsubscribe): a heading, a sentence and
 * one button that POSTs. Opening the page changes nothing, so a mail scanner following the
 * link cannot act for the person; only the button does.
 */
export function TokenActionPage({
  heading,
  text,
  action,
  token,
  button,
}: {
  heading: string;
  text: string;
  /** The API path the button posts to; the token travels in its query string. */
  action: string;
  token: string;
  button: string;
}) {
  const valid = /^[A-Za-z0-9_-]{16,64}$/.test(token);
  return (
    <MessageHero
      eyebrow="Newsletter"
      heading={valid ? heading : "This link is not valid"}
      text={
        valid
          ? text
          : "The link may be incomplete. Please open it again from the e-mail, or write to us."
      }
      tone={valid ? "good" : "bad"}
    >
      {valid ? (
        <form
          method="post"
          action={`${action}?${new URLSearchParams({ token }).toString()}`}
          className="mt-10"
        >
          <button
            type="submit"
            className="inline-flex min-h-12 items-center rounded-full bg-accent-400 px-6 py-3 font-semibold text-ink-950 transition-colors hover:bg-accent-300"
          >
            {button}
          </button>
        </form>
      ) : null}
    </MessageHero>
  );
}
