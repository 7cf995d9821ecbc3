import Link from "next/link";
import type { ReactNode } from "react";
import {
  HiddenFields,
  SelectField,
  type Choice,
  inputClass,
  outlineButtonClass,
  primaryButtonClass,
} from "../form-controls";
import { Time, formatTime } from "../time";
import { Panel } from "../page-parts";
import { statusChoices, statusLabel } from "./list-parts";
import type { RecordEvent, RecordKind, RecordMail } from "@/lib/workspace/inbox";
import { mailKindLabel } from "@/lib/workspace/labels";

// The record page takes these types from here, under the names it has always used.

type Action = (form: FormData) => Promise<void>;

/** One card of the record page; the denser cards of its two-column grid. */
export function Section(props: { id: string; title: string; children: ReactNode }) {
  return <Panel {...props} headingClassName="mb-4 text-lg font-bold" />;
}

/** The submission's fields, exactly as sent (text keeps its line breaks). */
export function FieldList({ fields }: { fields: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="font-semibold text-ink-800">{field.label}</dt>
          <dd className="mb-2 whitespace-pre-wrap break-words text-ink-900 sm:mb-0">
            {field.value === null || field.value === "" ? "—" : field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function MailList({ mail }: { mail: RecordMail[] }) {
  if (mail.length === 0) return <p className="text-ink-700">No mail was sent about it.</p>;
  return (
    <ul className="space-y-3">
      {mail.map((message) => (
        <li key={message.id} className="rounded-lg border border-ink-200 p-3">
          <p className="font-semibold">
            {mailKindLabel(message.kind)} to <span className="break-all">{message.recipient}</span>
          </p>
          <p className="text-sm text-ink-700">
            {statusLabel(message.status)}
            {message.sentAt ? <> at {formatTime(message.sentAt)}</> : null} · {message.attempts}{" "}
            {message.attempts === 1 ? "attempt" : "attempts"} · queued{" "}
            <Time value={message.createdAt} />
          </p>
          {message.lastError ? (
            <p className="mt-1 break-words text-sm text-signal-600">
              Last error: {message.lastError}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The record a form acts on, posted with it. */
export interface RecordTarget {
  kind: RecordKind;
  id: string;
}

/** One choice about the record (its status, its assignee) and the button that saves it. */
function RecordChoiceForm({
  target,
  action,
  field,
  label,
  defaultValue,
  choices,
  submitLabel,
}: {
  target: RecordTarget;
  action: Action;
  field: string;
  label: string;
  defaultValue: string;
  choices: Choice[];
  submitLabel: string;
}) {
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <HiddenFields values={{ ...target }} />
      <SelectField
        id={`record-${field}`}
        label={label}
        className="min-w-48 flex-1"
        name={field}
        defaultValue={defaultValue}
        choices={choices}
      />
      <button type="submit" className={primaryButtonClass}>
        {submitLabel}
      </button>
    </form>
  );
}

/** The record's status and its assignee, each saved by its own form. */
export function StatusAndAssignee({
  target,
  status,
  statuses,
  assigneeId,
  staff,
  changeStatus,
  assign,
}: {
  target: RecordTarget;
  status: string;
  statuses: readonly string[];
  assigneeId: string | null;
  staff: { id: string; name: string; email: string }[];
  changeStatus: Action;
  assign: Action;
}) {
  const nobody = { value: "", label: "Nobody" };
  const colleagues = staff.map((person) => ({
    value: person.id,
    label: `${person.name} (${person.email})`,
  }));
  return (
    <div className="space-y-5">
      <RecordChoiceForm
        target={target}
        action={changeStatus}
        field="status"
        label="Status"
        defaultValue={status}
        choices={statusChoices(statuses)}
        submitLabel="Save status"
      />
      <RecordChoiceForm
        target={target}
        action={assign}
        field="assignee"
        label="Assignee"
        defaultValue={assigneeId ?? ""}
        choices={[nobody, ...colleagues]}
        submitLabel="Save assignee"
      />
    </div>
  );
}

export function Notes({
  target,
  events,
  maxLength,
  action,
}: {
  target: RecordTarget;
  events: RecordEvent[];
  maxLength: number;
  action: Action;
}) {
  const notes = events.filter((event) => event.type === "note");
  return (
    <>
      {notes.length === 0 ? (
        <p className="text-ink-700">No notes yet.</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-ink-200 p-3">
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
              <p className="mt-1 text-sm text-ink-700">
                {note.actorName} · <Time value={note.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <form action={action} className="mt-4 space-y-3">
        <HiddenFields values={{ ...target }} />
        <label htmlFor="record-note" className="block text-sm font-semibold text-ink-800">
          New note (only staff see it)
        </label>
        <textarea
          id="record-note"
          name="note"
          required
          maxLength={maxLength}
          rows={3}
          className={inputClass}
        />
        <button type="submit" className={primaryButtonClass}>
          Add note
        </button>
      </form>
    </>
  );
}

function describe(event: RecordEvent): ReactNode {
  switch (event.type) {
    case "status":
      return (
        <>
          changed the status from <strong>{statusLabel(event.fromValue ?? "—")}</strong> to{" "}
          <strong>{statusLabel(event.toValue ?? "—")}</strong>
        </>
      );
    case "assign":
      return event.toValue ? (
        <>
          assigned it to <strong>{event.toValue}</strong>
          {event.fromValue ? <> (was {event.fromValue})</> : null}
        </>
      ) : (
        <>removed the assignee {event.fromValue ? <>({event.fromValue})</> : null}</>
      );
    case "not_spam":
      return <>moved it from the spam folder to the inbox</>;
    default:
      return <>added a note</>;
  }
}

export function History({ events }: { events: RecordEvent[] }) {
  const changes = events.filter((event) => event.type !== "note");
  if (changes.length === 0) return <p className="text-ink-700">No changes yet.</p>;
  return (
    <ol className="space-y-2">
      {changes.map((event) => (
        <li key={event.id}>
          <Time value={event.createdAt} />: {event.actorName} {describe(event)}
        </li>
      ))}
    </ol>
  );
}

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="mb-4">
      <Link href={href} className="font-semibold text-accent-700 underline">
        {label}
      </Link>
    </p>
  );
}

/** "Reply by e-mail": the person's own mail program, addressed and with a subject. */
export function ReplyLink({ email, subject }: { email: string; subject: string }) {
  return (
    <a
      href={`mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`}
      className={outlineButtonClass}
    >
      Reply by e-mail
    </a>
  );
}

function size(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An applicant's résumés, each a download (never shown inline: the route sends an attachment). */
export function ResumeList({
  files,
}: {
  files: { id: string; fileName: string; mediaType: string; size: number }[];
}) {
  if (files.length === 0) return <p className="text-ink-700">No résumé is stored.</p>;
  return (
    <ul className="space-y-2">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={`/admin/export/resumes/${file.id}`}
            download
            className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline"
          >
            Download résumé: {file.fileName}
          </a>{" "}
          <span className="text-sm text-ink-700">
            ({file.mediaType}, {size(file.size)})
          </span>
        </li>
      ))}
    </ul>
  );
}
