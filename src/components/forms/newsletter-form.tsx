"use client";

import { useId } from "react";
import type { FieldErrors } from "@/lib/forms/errors";
import { newsletterMessages } from "@/lib/forms/newsletter";
import { BotFields, RetryLater } from "./form-kit";
import { useSiteForm } from "./use-site-form";

const EMPTY = { email: "" };

/**
 * The footer's newsletter field (spec sections 2, 4, 5 and 8): an invalid address shows
 * 'Please enter a valid email address.' and sends nothing; otherwise it posts to
 * /api/subscribe and shows one of the three answers, clearing the field on success. The
 * message stays until the next submit. Without JavaScript it is a plain form post.
 */
export interface NewsletterFormProps {
  /** The address and messages to show again (the no-JavaScript error page). */
  initialValues?: Partial<typeof EMPTY>;
  initialErrors?: FieldErrors;
}

export function NewsletterForm({ initialValues, initialErrors }: NewsletterFormProps) {
  const form = useSiteForm({
    form: "newsletter",
    empty: EMPTY,
    initialValues,
    initialErrors,
  });
  const inputId = useId();
  const messageId = useId();
  // The spec's four messages are named as the outcomes are.
  const message = form.outcome ? newsletterMessages[form.outcome] : null;

  return (
    <form {...form.formProps} data-form="newsletter" className="relative space-y-2">
      <BotFields />
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
          value={form.values.email}
          onChange={(event) => form.setValue("email", event.target.value)}
          aria-invalid={form.outcome === "invalid" ? true : undefined}
          aria-describedby={messageId}
          className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/5 px-4 py-2.5 text-sm text-white placeholder:text-ink-300 focus:border-accent-400"
        />
        <button
          type="submit"
          disabled={form.submitting}
          className="shrink-0 rounded-full bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink-950 transition-colors hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
      <p
        id={messageId}
        role="status"
        className={`min-h-5 text-sm ${form.outcome === "success" ? "text-accent-300" : "text-red-300"}`}
      >
        {message}
      </p>
      {form.outcome === "success" ? (
        <p className="text-sm text-ink-100">Please confirm from your inbox.</p>
      ) : null}
      <RetryLater
        message={form.outcome === "failure" && !form.submitting ? form.retryLater : null}
        className="text-sm text-ink-200"
      />
    </form>
  );
}
