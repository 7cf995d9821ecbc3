import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import { HiddenFields } from "./form-controls";

/** A workspace page's title and the paragraph that says what the page is for. */
export function PageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{children}</p>
    </div>
  );
}

/** A white card named by its heading, so assistive technology lists it as a region. */
export function Panel({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: string;
  /** Extra classes of the card (width, spacing of its content). */
  className?: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`${className ? `${className} ` : ""}rounded-2xl bg-white p-4 shadow-sm sm:p-6`}
    >
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A narrow card holding one form (account settings, invitations). */
export function FormPanel(props: { id: string; title: string; children: ReactNode }) {
  return <Panel {...props} className="max-w-xl space-y-4" headingClassName="text-xl font-bold" />;
}

/** The card of the sign-in side pages (forgot password, reset link, second factor). */
export function AuthCard({
  title,
  back,
  children,
}: {
  title: string;
  /** The way out, under the form. */
  back: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-sm space-y-5 rounded-2xl bg-white p-6 shadow-sm sm:mt-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
      <p className="text-sm">
        <Link href={back.href} className="font-semibold text-accent-700 underline">
          {back.label}
        </Link>
      </p>
    </section>
  );
}

export interface Detail {
  term: string;
  detail: ReactNode;
  /** Classes of the value (long addresses break anywhere, error texts are monospace). */
  className?: string;
}

/** Terms and values side by side, the terms in bold. */
export function DetailList({ items, small = false }: { items: Detail[]; small?: boolean }) {
  return (
    <dl className={`mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1${small ? " text-sm" : ""}`}>
      {items.map((item) => (
        <Fragment key={item.term}>
          <dt className="font-semibold">{item.term}</dt>
          <dd className={item.className}>{item.detail}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * One item waiting for staff (a failed message, a caught submission) as a card with its one
 * action beside it. The button is described by the item's heading, so "Retry" or "Not spam"
 * says which item it acts on.
 */
export function ActionCard({
  headingId,
  heading,
  children,
  action,
  values,
  button,
  tone,
}: {
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
  action: (form: FormData) => Promise<void>;
  /** What the form posts: the item's kind and id. */
  values: Record<string, string | number>;
  button: string;
  tone: "solid" | "outline";
}) {
  const colours =
    tone === "solid"
      ? "bg-accent-700 text-white hover:bg-accent-800"
      : "border border-accent-700 text-accent-800 hover:bg-accent-300/20";
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 id={headingId} className="font-bold break-words">
          {heading}
        </h3>
        {children}
      </div>
      <form action={action} className="shrink-0">
        <HiddenFields values={values} />
        <button
          type="submit"
          aria-describedby={headingId}
          className={`inline-flex min-h-11 w-full items-center justify-center rounded-md px-4 font-semibold sm:w-auto ${colours}`}
        >
          {button}
        </button>
      </form>
    </li>
  );
}
