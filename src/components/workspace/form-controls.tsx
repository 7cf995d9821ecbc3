import Link from "next/link";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

/**
 * The workspace's form pieces, one look for every page. No "use client": Server Components
 * (filters, record forms) and the client forms (sign-in, account) both draw them.
 */

/** Every text box and select: at least 44 px tall for a finger, 16 px text so phones do not zoom. */
export const inputClass =
  "block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base";

/** The label above a field in the dense forms (filters, record and privacy forms). */
export const labelClass = "mb-1 block text-sm font-semibold text-ink-800";

/** The one-column sign-in and account forms leave a little more room under the label. */
export const formLabelClass = "mb-2 block text-sm font-semibold text-ink-800";

/** A page's main button (or a link that looks like one). */
export const primaryButtonClass =
  "inline-flex min-h-11 items-center rounded-lg bg-ink-900 px-4 font-semibold text-white hover:bg-accent-700";

/** The submit button of a client form: dimmed while its Server Action runs. */
export const submitButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-ink-900 px-5 font-semibold text-white hover:bg-accent-700 disabled:opacity-60";

/** A white button with a dark border, beside a heading (reply by e-mail, download CSV). */
export const outlineButtonClass =
  "inline-flex min-h-11 items-center rounded-lg border border-ink-900 bg-white px-4 font-semibold text-ink-900 hover:bg-ink-100";

/** The smaller buttons of a row of per-item actions (staff accounts, held mail). */
export const smallButtonClass =
  "inline-flex min-h-11 items-center rounded-lg border border-ink-700 bg-white px-3 text-sm font-semibold text-ink-900 hover:bg-ink-100";

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the field and tied to it by aria-describedby (id `${id}-hint`). */
  hint?: ReactNode;
  /** The wrapper's classes (its place in a grid). */
  className?: string;
  labelClassName?: string;
}

/** A select's choice: a plain string is both the value and the words shown. */
export type Choice = string | { value: string; label: ReactNode };

/**
 * The label, the control and its hint. `control` receives the aria-describedby value: the
 * hint's id joined with any the caller gives (an error message above the form).
 */
function Field({
  id,
  label,
  hint,
  className,
  labelClassName = labelClass,
  describedBy,
  control,
}: FieldProps & {
  describedBy: string | undefined;
  control: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {control([hintId, describedBy].filter(Boolean).join(" ") || undefined)}
      {hintId ? (
        <p id={hintId} className="mt-1 text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type ControlProps<Attributes> = Omit<Attributes, "id" | "className" | "aria-describedby"> & {
  "aria-describedby"?: string;
};

/** The field's own props, and what is left for its control. */
function splitField<Props extends FieldProps & { "aria-describedby"?: string }>(props: Props) {
  const {
    id,
    label,
    hint,
    className,
    labelClassName,
    "aria-describedby": describedBy,
    ...control
  } = props;
  return [{ id, label, hint, className, labelClassName, describedBy }, control] as const;
}

/** A labelled input; the remaining props go to the <input>. */
export function TextField(props: FieldProps & ControlProps<InputHTMLAttributes<HTMLInputElement>>) {
  const [field, input] = splitField(props);
  return (
    <Field
      {...field}
      control={(describedBy) => (
        <input id={field.id} {...input} aria-describedby={describedBy} className={inputClass} />
      )}
    />
  );
}

/**
 * A labelled select: its `choices`, after any options given as children (an "Any" choice);
 * the remaining props go to the <select>.
 */
export function SelectField({
  choices = [],
  children,
  ...props
}: FieldProps &
  ControlProps<SelectHTMLAttributes<HTMLSelectElement>> & { choices?: readonly Choice[] }) {
  const [field, select] = splitField(props);
  return (
    <Field
      {...field}
      control={(describedBy) => (
        <select id={field.id} {...select} aria-describedby={describedBy} className={inputClass}>
          {children}
          {choices.map((choice) => {
            const { value, label } =
              typeof choice === "string" ? { value: choice, label: choice } : choice;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    />
  );
}

/** Values a form posts without showing them (the record it acts on, where to go next). */
export function HiddenFields({ values }: { values: Record<string, string | number> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** A list's search button, and the way back to the whole list while a search narrows it. */
export function SearchButtons({ showAll }: { showAll: string | null }) {
  return (
    <>
      <button type="submit" className={smallButtonClass}>
        Search
      </button>
      {showAll ? (
        <Link href={showAll} className="min-h-11 py-3 font-semibold underline">
          Show all
        </Link>
      ) : null}
    </>
  );
}
