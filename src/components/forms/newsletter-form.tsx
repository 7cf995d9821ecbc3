"use client";

import { useId, useState, type FormEvent } from "react";
import { newsletterSchema } from "@/lib/forms/newsletter";

/**
 * The footer's newsletter field (spec section 2). It validates with the shared schema and
 * shows the spec's message; delivery to the server is wired in the forms work (issue 5).
 */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newsletterSchema.safeParse({ email });
    setMessage(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={messageId}
          className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/5 px-4 py-2.5 text-sm text-white placeholder:text-ink-300 focus:border-accent-400"
        />
        <button
          type="submit"
          className="shrink-0 rounded-full bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink-950 transition-colors hover:bg-accent-300"
        >
          Subscribe
        </button>
      </div>
      <p id={messageId} role="status" className="min-h-5 text-sm text-red-300">
        {message}
      </p>
    </form>
  );
}
