import Link from "next/link";
import type { ReactNode } from "react";
import {
  HiddenFields,
  SelectField,
  TextField,
  inputClass,
  labelClass,
  outlineButtonClass,
  primaryButtonClass,
  smallButtonClass,
} from "../form-controls";
import { statusChoices } from "./list-parts";
import { YES_NO_OPTIONS } from "@/lib/forms/screening";
import { REJECTION_NOTE_MAX_LENGTH, rejectionReasonLabel } from "@/lib/workspace/inbox";

/*
 * The hiring pipeline's pieces (issue 38): the list's bulk move, the rejection step, the
 * rejection e-mail with its template, the screening answers and the offer to close a
 * position after a hire. Plain forms posting to Server Actions the pages pass in (components
 * may not import server code), so all of it works before any script loads.
 */

type Action = (form: FormData) => Promise<void>;

/** The id of the bulk move's form: the rows' checkboxes belong to it by this id. */
export const MOVE_FORM_ID = "pipeline-move";

/** "Move to" a stage, for every application ticked in the list below it. */
export function MoveForm({
  action,
  back,
  statuses,
}: {
  action: Action;
  /** The list's address with its filters, to come back to. */
  back: string;
  statuses: readonly string[];
}) {
  return (
    <form
      id={MOVE_FORM_ID}
      action={action}
      aria-label="Move the ticked applications"
      className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm"
    >
      <HiddenFields values={{ back }} />
      <SelectField
        id="move-status"
        label="Move to"
        hint="Tick applications in the list, choose their next stage, then Move. Rejecting asks for a reason first."
        className="min-w-48 flex-1"
        name="status"
        required
        defaultValue=""
        choices={statusChoices(statuses)}
      >
        <option value="" disabled>
          Choose a stage
        </option>
      </SelectField>
      <button type="submit" className={primaryButtonClass}>
        Move
      </button>
    </form>
  );
}

/** "Close <title>": the position someone was just hired for, while it is still open. */
export function ClosePositionForm({
  action,
  position,
  back,
  recordId,
}: {
  action: Action;
  position: { id: string; title: string };
  /** The list to come back to, or the application (`recordId`) the hire was made on. */
  back?: string;
  recordId?: string;
}) {
  return (
    <form action={action} className="mt-3">
      <HiddenFields
        values={{
          position: position.id,
          ...(back ? { back } : {}),
          ...(recordId ? { id: recordId } : {}),
        }}
      />
      <button type="submit" className={outlineButtonClass}>
        Close {position.title}
      </button>
    </form>
  );
}

/** The step every rejection passes through: why, and a note only staff see. */
export function RejectionForm({
  action,
  ids,
  back,
  choices,
  submitLabel,
  defaults,
}: {
  action: Action;
  ids: string[];
  back: string;
  choices: { value: string; label: string }[];
  submitLabel: string;
  /** An application already rejected: its reason and note, to change. */
  defaults?: { reason: string | null; note: string | null };
}) {
  return (
    <form action={action} className="max-w-xl space-y-4">
      {ids.map((id) => (
        <input key={id} type="hidden" name="id" value={id} />
      ))}
      <HiddenFields values={{ back }} />
      <SelectField
        id="rejection-reason"
        label="Reason"
        name="reason"
        required
        defaultValue={defaults?.reason ?? ""}
        choices={choices}
      >
        <option value="" disabled>
          Choose a reason
        </option>
      </SelectField>
      <div>
        <label htmlFor="rejection-note" className={labelClass}>
          Note (optional, only staff see it)
        </label>
        <textarea
          id="rejection-note"
          name="note"
          maxLength={REJECTION_NOTE_MAX_LENGTH}
          rows={4}
          defaultValue={defaults?.note ?? ""}
          aria-describedby="rejection-note-hint"
          className={inputClass}
        />
        <p id="rejection-note-hint" className="mt-1 text-sm text-ink-700">
          Up to {REJECTION_NOTE_MAX_LENGTH} characters. No e-mail is sent now: you review it next.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButtonClass}>
          {submitLabel}
        </button>
        <Link
          href={back}
          className="inline-flex min-h-11 items-center px-2 font-semibold text-accent-700 underline"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** A rejected application's reason and note, as stored. */
export function RejectionDetails({
  reason,
  note,
  changeHref,
}: {
  reason: string | null;
  note: string | null;
  changeHref: string;
}) {
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        <div className="contents">
          <dt className="font-semibold text-ink-800">Reason</dt>
          <dd className="mb-2 sm:mb-0">{reason ? rejectionReasonLabel(reason) : "—"}</dd>
        </div>
        <div className="contents">
          <dt className="font-semibold text-ink-800">Note</dt>
          <dd className="mb-2 whitespace-pre-wrap break-words sm:mb-0">{note || "—"}</dd>
        </div>
      </dl>
      <p className="mt-4">
        <Link href={changeHref} className="font-semibold text-accent-700 underline">
          Change the reason or note
        </Link>
      </p>
    </>
  );
}

function MailFields({
  prefix,
  mail: { subject, body },
  limits,
  bodyHint,
}: {
  prefix: string;
  mail: { subject: string; body: string };
  limits: { subject: number; body: number };
  bodyHint?: ReactNode;
}) {
  return (
    <>
      <TextField
        id={`${prefix}-subject`}
        label="Subject"
        name="subject"
        required
        maxLength={limits.subject}
        defaultValue={subject}
      />
      <div>
        <label htmlFor={`${prefix}-body`} className={labelClass}>
          Message
        </label>
        <textarea
          id={`${prefix}-body`}
          name="body"
          required
          maxLength={limits.body}
          rows={12}
          defaultValue={body}
          aria-describedby={bodyHint ? `${prefix}-body-hint` : undefined}
          className={inputClass}
        />
        {bodyHint ? (
          <p id={`${prefix}-body-hint`} className="mt-1 text-sm text-ink-700">
            {bodyHint}
          </p>
        ) : null}
      </div>
    </>
  );
}

/**
 * The rejection e-mail, filled for this applicant from the template: the recruiter reads it,
 * may change it, and it is queued only when they press Send. The template is reworded in its
 * own form below (placeholders, not one applicant's name).
 */
export function RejectionMail({
  recordId,
  recipient,
  draft,
  template,
  alreadySent,
  limits,
  send,
  saveTemplate,
}: {
  recordId: string;
  recipient: string;
  draft: { subject: string; body: string };
  template: { subject: string; body: string };
  /** When a rejection e-mail was already queued (it may be sent again). */
  alreadySent: ReactNode | null;
  limits: { subject: number; body: number };
  send: Action;
  saveTemplate: Action;
}) {
  return (
    <div className="space-y-6">
      {alreadySent ? (
        <p className="rounded-lg border border-ink-300 px-4 py-3 text-ink-900">{alreadySent}</p>
      ) : null}
      <form action={send} className="space-y-4">
        <HiddenFields values={{ id: recordId }} />
        <p className="text-ink-700">
          To <span className="break-all font-semibold text-ink-900">{recipient}</span> only. Nothing
          is sent until you press the button.
        </p>
        <MailFields prefix="rejection" mail={draft} limits={limits} />
        <button type="submit" className={primaryButtonClass}>
          Send rejection e-mail
        </button>
      </form>
      <details className="group rounded-lg border border-ink-200 p-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ink-900">
          <span
            aria-hidden="true"
            className="mr-2 inline-block transition-transform group-open:rotate-90"
          >
            ▸
          </span>
          Edit the template
        </summary>
        <form action={saveTemplate} className="mt-3 space-y-4">
          <HiddenFields values={{ id: recordId }} />
          <p className="text-sm text-ink-700">
            The wording every rejection e-mail starts from. {"{firstName}"} becomes the
            applicant&apos;s first name and {"{position}"} “the &lt;title&gt; position”, or “our
            open application”. Saving reloads this page, so save the template before you edit the
            message above.
          </p>
          <MailFields prefix="template" mail={template} limits={limits} />
          <button type="submit" className={smallButtonClass}>
            Save the template
          </button>
        </form>
      </details>
    </div>
  );
}

/** The screening questions as they were asked, each with its answer ("—" when skipped). */
export function ScreeningAnswers({
  answers,
}: {
  answers: { question: string; kind: string; answer: string }[];
}) {
  if (answers.length === 0)
    return <p className="text-ink-700">No screening questions were asked.</p>;
  return (
    <dl className="space-y-4">
      {answers.map((item, index) => (
        <div key={index}>
          <dt className="font-semibold text-ink-800">{item.question}</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-ink-900">
            {item.answer === ""
              ? "—"
              : item.kind === "yesNo"
                ? (YES_NO_OPTIONS.find((option) => option.value === item.answer)?.label ??
                  item.answer)
                : item.answer}
          </dd>
        </div>
      ))}
    </dl>
  );
}
