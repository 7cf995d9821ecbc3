"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@/lib/forms/bot-fields";
import { newsletterMessages, newsletterSchema } from "@/lib/forms/newsletter";
import { BotFields, useFillClock, useHydrated } from "./form-kit";

type Outcome = { kind: "invalid" | "success" | "failure" | "error"; text: string } | null;

/**
 * The footer's newsletter field (spec sections 2, 4, 5 and 8): an invalid address shows
 * 'Please enter a valid email address.' and sends nothing; otherwise it posts to
 * /api/subscribe and shows one of the three answers, clearing the field on success. The
 * message stays until the next submit. Without JavaScript it is a plain form post.
 */
export function NewsletterForm({
  initialEmail = "",
  initialMessage,
}: {
  initialEmail?: string;
  initialMessage?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [outcome, setOutcome] = useState<Outcome>(
    initialMessage ? { kind: "invalid", text: initialMessage } : null,
  );
  const [sending, setSending] = useState(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const fillMs = useFillClock();
  const inputId = useId();
  const messageId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setOutcome({ kind: "invalid", text: newsletterMessages.invalid });
      return;
    }
    setSending(true);
    try {
      const response = await fetch("/api/subscribe", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          email: parsed.data.email,
          [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
          [FILL_TIME_FIELD]: fillMs(),
        }),
      });
      if (response.ok) {
        setEmail("");
        setOutcome({ kind: "success", text: newsletterMessages.success });
      } else {
        setOutcome({ kind: "failure", text: newsletterMessages.failure });
      }
    } catch (error) {
      console.error("Newsletter subscription failed:", error);
      setOutcome({ kind: "error", text: newsletterMessages.error });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      action="/api/subscribe"
      method="post"
      onSubmit={onSubmit}
      noValidate={hydrated}
      aria-busy={sending}
      data-form="newsletter"
      data-hydrated={hydrated ? "true" : undefined}
      className="relative space-y-2"
    >
      <BotFields honeypotRef={honeypotRef} />
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={outcome?.kind === "invalid" ? true : undefined}
          aria-describedby={messageId}
          className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/5 px-4 py-2.5 text-sm text-white placeholder:text-ink-300 focus:border-accent-400"
        />
        <button
          type="submit"
          disabled={sending}
          className="shrink-0 rounded-full bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink-950 transition-colors hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
      <p
        id={messageId}
        role="status"
        className={`min-h-5 text-sm ${outcome?.kind === "success" ? "text-accent-300" : "text-red-300"}`}
      >
        {outcome?.text}
      </p>
    </form>
  );
}
