"use client";

/**
 * Forms described as data: each field is a `FieldSpec` (its name, label and kind of
 * control), laid out in rows, and rendered by one component from the form's state
 * (./use-site-form.ts). Every field is mandatory, as every field of the spec's forms is,
 * unless its spec says `optional` (a position's screening questions, issue 38).
 */
import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import {
  BotFields,
  Field,
  FieldError,
  FormAlert,
  LabelText,
  MandatoryNote,
  RetryLater,
  Select,
  SubmitRow,
  TextArea,
  TextInput,
  labelClass,
} from "./form-kit";
import type { SiteForm } from "./use-site-form";

interface Option {
  value: string;
  label: string;
}

/** Attributes a field's data may set; the renderer owns name, value, state and wiring. */
type Owned = "id" | "name" | "value" | "required" | "disabled" | "onChange" | "className";
export type InputAttrs = Omit<InputHTMLAttributes<HTMLInputElement>, Owned>;

export type FieldSpec<N extends string = string> = {
  name: N;
  label: string;
  /** May be left empty: "(optional)" instead of the asterisk, and no `required`. */
  optional?: boolean;
} & (
  | {
      kind: "input";
      attrs: InputAttrs;
      /** Rewrites what is typed (the mobile number keeps digits only). */
      keep?: (typed: string) => string;
    }
  | { kind: "textarea"; attrs: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned> }
  | {
      kind: "select";
      /** The empty first choice. */
      prompt: string;
      options: readonly Option[];
      attrs?: Omit<SelectHTMLAttributes<HTMLSelectElement>, Owned>;
    }
  | { kind: "radio"; options: readonly Option[] }
  | { kind: "file"; hint: string; attrs: InputAttrs }
);

/** Fields side by side from the small breakpoint up (`columns`: a grid-cols class). */
export interface FieldRow<N extends string = string> {
  fields: readonly FieldSpec<N>[];
  columns?: string;
}

type FieldValue = string | File[];

interface ControlProps {
  spec: FieldSpec;
  id: string;
  value: unknown;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: FieldValue) => void;
}

const fileInputClass =
  "block w-full cursor-pointer rounded-xl border border-dashed border-ink-300 bg-ink-50/60 px-4 py-4 text-sm text-ink-700 transition-colors file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-ink-900 file:px-5 file:py-2.5 file:text-sm file:font-semibold file:text-white hover:border-ink-500 hover:file:bg-accent-700 aria-[invalid=true]:border-signal-600";

/** A field's label: the asterisk when it is required, "(optional)" when it is not. */
function SpecLabel({ spec }: { spec: FieldSpec }) {
  return spec.optional ? (
    <LabelText text={`${spec.label} (optional)`} required={false} />
  ) : (
    <LabelText text={spec.label} />
  );
}

/**
 * Field (./form-kit.tsx) for a field that may be left empty: the same label, control and
 * message line, with the optional label.
 */
function OptionalField({
  spec,
  id,
  error,
  children,
}: {
  spec: FieldSpec;
  id: string;
  error: string | undefined;
  children: (describedBy: string) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        <SpecLabel spec={spec} />
      </label>
      {children(errorId)}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A radio group: a fieldset whose legend is the label, its message under the choices. */
function RadioGroup({ spec, id, value, error, disabled, onChange }: ControlProps) {
  if (spec.kind !== "radio") return null;
  const errorId = `${id}-error`;
  return (
    <fieldset
      role="radiogroup"
      aria-required={spec.optional ? undefined : "true"}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className={labelClass}>
        <SpecLabel spec={spec} />
      </legend>
      <div className="flex flex-wrap gap-3">
        {spec.options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-2.5 ${error ? "border-signal-600" : "border-ink-300/70"} text-base text-ink-900 transition-colors hover:border-ink-500 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-300/10 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent-400/25`}
          >
            <input
              type="radio"
              name={spec.name}
              value={option.value}
              required={!spec.optional}
              checked={value === option.value}
              disabled={disabled}
              onChange={(event) => onChange(event.target.value)}
              className="size-4 accent-accent-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** One field of any kind, with its label, hint and message. */
function FormField(props: ControlProps) {
  const { spec, id, value, error, disabled, onChange } = props;
  if (spec.kind === "radio") return <RadioGroup {...props} />;
  const control = (describedBy: string) => {
    const common = {
      id,
      name: spec.name,
      required: !spec.optional,
      disabled,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy,
    };
    if (spec.kind === "file") {
      // Uncontrolled: a browser lets no script set a file input's files.
      return (
        <input
          {...common}
          {...spec.attrs}
          type="file"
          onChange={(event) => onChange(Array.from(event.target.files ?? []))}
          className={fileInputClass}
        />
      );
    }
    const keep = spec.kind === "input" && spec.keep ? spec.keep : (typed: string) => typed;
    const typed = {
      ...common,
      value: typeof value === "string" ? value : "",
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        onChange(keep(event.target.value)),
    };
    if (spec.kind === "input") return <TextInput {...typed} {...spec.attrs} />;
    if (spec.kind === "textarea") return <TextArea {...typed} {...spec.attrs} />;
    return (
      <Select {...typed} {...spec.attrs}>
        <option value="">{spec.prompt}</option>
        {spec.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    );
  };
  if (spec.optional) {
    return (
      <OptionalField spec={spec} id={id} error={error}>
        {control}
      </OptionalField>
    );
  }
  return (
    <Field
      id={id}
      label={spec.label}
      error={error}
      hint={spec.kind === "file" ? spec.hint : undefined}
    >
      {control}
    </Field>
  );
}

export interface FieldsFormProps<V extends Record<string, unknown>> {
  form: SiteForm<V>;
  /** `data-form` on the element, for styles and tests. */
  name: string;
  /** The spec's fixed `type` value, posted with the fields. */
  type: string;
  rows: readonly FieldRow<Extract<keyof V, string>>[];
  submitLabel: string;
  busyLabel: string;
  /** What the status region says after a successful submit. */
  success: string;
  /** What the red alert says after a failed submit. */
  failure: string;
  /** Drawn before the fields: what the form is about, and hidden values it posts. */
  children?: ReactNode;
}

/**
 * A form of labelled fields (contact, résumé): the mandatory note, the fields, the submit
 * button with the success beside it, and the failure below.
 */
export function FieldsForm<V extends Record<string, unknown>>({
  form,
  name,
  type,
  rows,
  submitLabel,
  busyLabel,
  success,
  failure,
  children,
}: FieldsFormProps<V>) {
  const id = useId();
  // While sending, the last outcome is not shown.
  const settled = form.submitting ? null : form.outcome;
  const failed = settled === "failure" || settled === "error";
  const field = (spec: FieldSpec<Extract<keyof V, string>>) => (
    <FormField
      key={spec.name}
      spec={spec}
      id={`${id}-${spec.name}`}
      value={form.values[spec.name]}
      error={form.errors[spec.name]}
      disabled={form.submitting}
      onChange={(value) => form.setValue(spec.name, value as V[typeof spec.name])}
    />
  );
  return (
    <form {...form.formProps} data-form={name} className="relative space-y-5">
      <MandatoryNote />
      <input type="hidden" name="type" value={type} />
      <BotFields />
      {children}
      {rows.map((row) =>
        row.fields.length === 1 ? (
          field(row.fields[0]!)
        ) : (
          <div
            key={row.fields.map((spec) => spec.name).join(" ")}
            className={`grid gap-x-5 gap-y-1 ${row.columns ?? "sm:grid-cols-2"}`}
          >
            {row.fields.map(field)}
          </div>
        ),
      )}
      <SubmitRow
        busy={form.submitting}
        label={submitLabel}
        busyLabel={busyLabel}
        success={settled === "success" ? success : null}
      />
      <FormAlert message={failed ? failure : form.errors._form} />
      <RetryLater message={settled === "failure" ? form.retryLater : null} />
    </form>
  );
}
