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
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div className="relative mx-auto max-w-4xl px-4 py-20 sm:px-6 md:py-28">
        <p className="text-sm font-bold uppercase tracking-[0.18em] text-accent-300">Newsletter</p>
        <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">
          {valid ? heading : "This link is not valid"}
        </h1>
        <p className={`mt-6 max-w-2xl text-lg ${valid ? "text-ink-100" : "text-red-200"}`}>
          {valid
            ? text
            : "The link may be incomplete. Please open it again from the e-mail, or write to us."}
        </p>
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
      </div>
    </section>
  );
}
