import type { RetentionPeriods } from "@/config/privacy";
import { HiddenFields, TextField, primaryButtonClass } from "../form-controls";
import { formatTime } from "../time";

type Action = (form: FormData) => Promise<void>;

/** How many records of one kind, with the label people read. */
export interface KindCount {
  label: string;
  count: number;
}

/** One record staff may correct, with its correctable fields as they are now. */
export interface Correction {
  kind: "enquiry" | "application" | "subscriber";
  id: string;
  fields: { name: string; label: string; value: string }[];
}

/** Everything held about one address, as the page shows it. */
export interface SubjectView {
  key: string;
  counts: KindCount[];
  found: boolean;
  corrections: Correction[];
}

/** The retention job's periods and its last run. */
export interface RetentionView {
  periods: RetentionPeriods;
  run: {
    finishedAt: Date | null;
    running: boolean;
    error: string | null;
    counts: KindCount[] | null;
  } | null;
}

/** How many records of each kind: found for an address, or deleted by the retention job. */
function CountGrid({ label, counts }: { label: string; counts: KindCount[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={label}>
      {counts.map((kind) => (
        <div key={kind.label} className="rounded-xl border border-ink-100 p-3">
          <dt className="text-sm text-ink-700">{kind.label}</dt>
          <dd className="text-xl font-bold">{kind.count}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One record's correctable fields (name, e-mail, phone), saved by one audited action. */
function CorrectionForm({
  kind,
  id,
  lookup,
  fields,
  action,
}: Correction & { lookup: string; action: Action }) {
  const columns = fields.length + 1 >= 5 ? "sm:grid-cols-5" : "sm:grid-cols-4";
  return (
    <form
      action={action}
      aria-label={`Correct ${kind} ${id}`}
      className={`grid gap-3 rounded-xl border border-ink-100 p-3 sm:items-end ${columns}`}
    >
      <HiddenFields values={{ kind, id, lookup }} />
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={`${field.name}-${id}`}
          label={field.label}
          name={field.name}
          defaultValue={field.value}
        />
      ))}
      <button type="submit" className={primaryButtonClass}>
        Save {kind}
      </button>
    </form>
  );
}

/** The erasure, confirmed by typing the address again. */
function EraseForm({ subject, action }: { subject: string; action: Action }) {
  return (
    <form
      action={action}
      aria-label="Erase everything held about this address"
      className="space-y-3 rounded-xl border border-signal-600 p-4"
    >
      <h3 className="font-bold">Erase</h3>
      <p className="text-sm text-ink-700">
        Deletes every record above, résumé files and queued mail included. It cannot be undone:
        download the archive first if the person asked for a copy.
      </p>
      <input type="hidden" name="email" value={subject} />
      <TextField
        id="erase-confirm"
        label="Type the address again to confirm"
        className="max-w-md"
        name="confirm"
        type="email"
        required
        autoComplete="off"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-lg bg-signal-600 px-4 font-semibold text-white"
      >
        Erase everything
      </button>
    </form>
  );
}

/**
 * A data-subject request: look an address up, then everything held about it with the
 * archive download, corrections and erasure.
 */
export function SubjectRequest({
  typed,
  subject,
  correct,
  erase,
}: {
  /** What the lookup field shows: the address as looked up, else as typed. */
  typed: string;
  subject: SubjectView | null;
  correct: Action;
  erase: Action;
}) {
  return (
    <section aria-labelledby="dsr" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="dsr" className="text-lg font-bold">
        Data-subject request
      </h2>
      <form method="get" action="/admin/privacy" role="search" className="flex flex-wrap gap-3">
        <TextField
          id="dsr-email"
          label="E-mail address"
          className="min-w-64 flex-1"
          name="email"
          type="email"
          required
          defaultValue={typed}
        />
        <div className="self-end">
          <button type="submit" className={primaryButtonClass}>
            Look up
          </button>
        </div>
      </form>

      {subject ? (
        <div className="space-y-6">
          <h3 className="font-bold">
            Held about <span className="break-all">{subject.key}</span>
          </h3>
          <CountGrid label="Records found" counts={subject.counts} />
          {subject.found ? (
            <>
              <p>
                <a
                  href={`/admin/privacy/export?${new URLSearchParams({ email: subject.key }).toString()}`}
                  className={primaryButtonClass}
                  download
                >
                  Download everything (ZIP)
                </a>
              </p>

              {subject.corrections.length > 0 ? (
                <div className="space-y-4">
                  <h3 className="font-bold">Correct a record</h3>
                  {subject.corrections.map((correction) => (
                    <CorrectionForm
                      key={`${correction.kind}-${correction.id}`}
                      {...correction}
                      lookup={subject.key}
                      action={correct}
                    />
                  ))}
                </div>
              ) : null}

              <EraseForm subject={subject.key} action={erase} />
            </>
          ) : (
            <p>Nothing is held about this address.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The retention periods, and what the job's last run deleted. */
export function RetentionSection({ periods, run }: RetentionView) {
  return (
    <section aria-labelledby="retention" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="retention" className="text-lg font-bold">
        Retention
      </h2>
      <p className="text-sm text-ink-700">
        Enquiries: {periods.enquiryMonths} months after the last activity. Applications:{" "}
        {periods.applicationMonths} months (hired ones are kept). Spam: {periods.spamDays} days.
        Unconfirmed subscriptions: {periods.pendingSubscriberDays} days. Sent mail content:{" "}
        {periods.sentMailDays} days. Failed mail: {periods.failedMailDays} days. Audit entries:{" "}
        {periods.auditMonths} months.
      </p>
      {run ? (
        <>
          <p>
            Last run: {run.finishedAt ? formatTime(run.finishedAt) : "not finished yet"}
            {run.running ? " (running now)" : ""}
            {run.error ? ` — failed: ${run.error}` : ""}
          </p>
          {run.counts ? <CountGrid label="Deleted in the last run" counts={run.counts} /> : null}
        </>
      ) : (
        <p>The retention job has not run yet.</p>
      )}
    </section>
  );
}
