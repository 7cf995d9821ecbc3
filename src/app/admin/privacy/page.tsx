import type { Metadata } from "next";
import { formatTime } from "@/components/workspace/time";
import { currentClient, requireStaff } from "@/server/auth/access";
import { requireContext } from "@/server/context";
import { correctAction, eraseAction } from "@/server/privacy/actions";
import { lastRetentionRun, RETENTION_KINDS, RETENTION_LABELS } from "@/server/privacy/retention";
import {
  correctable,
  countRecords,
  lookupSubject,
  SUBJECT_KINDS,
  SUBJECT_LABELS,
  subjectKey,
} from "@/server/privacy/subject";

export const metadata: Metadata = { title: "Privacy" };

const inputClass =
  "block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base";
const labelClass = "mb-1 block text-sm font-semibold text-ink-800";
const buttonClass =
  "inline-flex min-h-11 items-center rounded-lg bg-ink-900 px-4 font-semibold text-white hover:bg-accent-700";

const NOTICES: Record<string, string> = {
  erased: "Erased. Nothing about the address is left; the audit log holds the counts only.",
  unconfirmed: "Nothing was erased: type the address again in the confirmation field.",
  corrected: "Corrected. The audit log names the changed fields.",
  unchanged: "Nothing changed.",
  "not-corrected": "Not corrected: each field needs 1 to 254 characters, and a valid address.",
  invalid: "That is not an e-mail address.",
};

function Field({
  name,
  label,
  value,
  id,
}: {
  name: string;
  label: string;
  value: string;
  id: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} name={name} defaultValue={value} className={inputClass} />
    </div>
  );
}

/** One record's correctable fields (name, e-mail, phone), saved by one audited action. */
function CorrectionForm({
  kind,
  id,
  lookup,
  fields,
}: {
  kind: "enquiry" | "application" | "subscriber";
  id: string;
  lookup: string;
  fields: { name: string; label: string; value: string }[];
}) {
  const columns = fields.length + 1 >= 5 ? "sm:grid-cols-5" : "sm:grid-cols-4";
  return (
    <form
      action={correctAction}
      aria-label={`Correct ${kind} ${id}`}
      className={`grid gap-3 rounded-xl border border-ink-100 p-3 sm:items-end ${columns}`}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="lookup" value={lookup} />
      {fields.map((field) => (
        <Field
          key={field.name}
          id={`${field.name}-${id}`}
          name={field.name}
          label={field.label}
          value={field.value}
        />
      ))}
      <button type="submit" className={buttonClass}>
        Save {kind}
      </button>
    </form>
  );
}

/**
 * Retention and data-subject requests (admin only): the retention job's last run, and for
 * one e-mail address everything held about it, with the archive download, corrections and
 * erasure. Looking up is audited (by a keyed hash of the address).
 */
export default async function PrivacyPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff("privacy", "/admin/privacy");
  const query = await searchParams;
  const context = await requireContext();
  const { db } = context.database;
  const raw = typeof query.email === "string" ? query.email : "";
  const key = subjectKey(raw);
  const [run, records] = await Promise.all([
    lastRetentionRun(db),
    key
      ? lookupSubject(db, context.settings, staff, key, await currentClient(context))
      : Promise.resolve(null),
  ]);
  const counts = records ? countRecords(records) : null;
  const found = counts ? Object.values(counts).some((n) => n > 0) : false;
  const editable = records ? correctable(records) : null;
  const notice = typeof query.notice === "string" ? NOTICES[query.notice] : undefined;
  const erasedCount = typeof query.count === "string" ? Number(query.count) : null;
  const periods = context.settings.retention;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Privacy</h1>
        <p className="mt-2 max-w-3xl text-ink-700">
          Requests from people about their data, and the retention job that deletes records when
          their period ends (as the privacy policy states). Times are UTC.
        </p>
      </div>
      <p role="status" className="empty:hidden rounded-xl bg-accent-300/30 px-4 py-3 font-semibold">
        {notice
          ? `${notice}${query.notice === "erased" && erasedCount !== null ? ` (${erasedCount} records)` : ""}`
          : raw && !key
            ? NOTICES.invalid
            : ""}
      </p>

      <section aria-labelledby="dsr" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm">
        <h2 id="dsr" className="text-lg font-bold">
          Data-subject request
        </h2>
        <form method="get" action="/admin/privacy" role="search" className="flex flex-wrap gap-3">
          <div className="min-w-64 flex-1">
            <label htmlFor="dsr-email" className={labelClass}>
              E-mail address
            </label>
            <input
              id="dsr-email"
              name="email"
              type="email"
              required
              defaultValue={key ?? raw}
              className={inputClass}
            />
          </div>
          <div className="self-end">
            <button type="submit" className={buttonClass}>
              Look up
            </button>
          </div>
        </form>

        {key && counts ? (
          <div className="space-y-6">
            <h3 className="font-bold">
              Held about <span className="break-all">{key}</span>
            </h3>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Records found">
              {SUBJECT_KINDS.map((kind) => (
                <div key={kind} className="rounded-xl border border-ink-100 p-3">
                  <dt className="text-sm text-ink-700">{SUBJECT_LABELS[kind]}</dt>
                  <dd className="text-xl font-bold">{counts[kind]}</dd>
                </div>
              ))}
            </dl>
            {found ? (
              <>
                <p>
                  <a
                    href={`/admin/privacy/export?${new URLSearchParams({ email: key }).toString()}`}
                    className={buttonClass}
                    download
                  >
                    Download everything (ZIP)
                  </a>
                </p>

                {editable &&
                editable.enquiries.length +
                  editable.applications.length +
                  editable.subscribers.length >
                  0 ? (
                  <div className="space-y-4">
                    <h3 className="font-bold">Correct a record</h3>
                    {editable.enquiries.map((row) => (
                      <CorrectionForm
                        key={row.id}
                        kind="enquiry"
                        id={row.id}
                        lookup={key}
                        fields={[
                          { name: "name", label: "Name", value: row.name },
                          { name: "email", label: "E-mail", value: row.email },
                          { name: "contact", label: "Phone", value: row.contact },
                        ]}
                      />
                    ))}
                    {editable.applications.map((row) => (
                      <CorrectionForm
                        key={row.id}
                        kind="application"
                        id={row.id}
                        lookup={key}
                        fields={[
                          { name: "firstName", label: "First name", value: row.firstName },
                          { name: "lastName", label: "Last name", value: row.lastName },
                          { name: "email", label: "E-mail", value: row.email },
                          { name: "mobileNumber", label: "Mobile number", value: row.mobileNumber },
                        ]}
                      />
                    ))}
                    {editable.subscribers.map((row) => (
                      <CorrectionForm
                        key={row.id}
                        kind="subscriber"
                        id={row.id}
                        lookup={key}
                        fields={[{ name: "email", label: "Subscriber e-mail", value: row.email }]}
                      />
                    ))}
                  </div>
                ) : null}

                <form
                  action={eraseAction}
                  aria-label="Erase everything held about this address"
                  className="space-y-3 rounded-xl border border-signal-600 p-4"
                >
                  <h3 className="font-bold">Erase</h3>
                  <p className="text-sm text-ink-700">
                    Deletes every record above, résumé files and queued mail included. It cannot be
                    undone: download the archive first if the person asked for a copy.
                  </p>
                  <input type="hidden" name="email" value={key} />
                  <div className="max-w-md">
                    <label htmlFor="erase-confirm" className={labelClass}>
                      Type the address again to confirm
                    </label>
                    <input
                      id="erase-confirm"
                      name="confirm"
                      type="email"
                      required
                      autoComplete="off"
                      className={inputClass}
                    />
                  </div>
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-lg bg-signal-600 px-4 font-semibold text-white"
                  >
                    Erase everything
                  </button>
                </form>
              </>
            ) : (
              <p>Nothing is held about this address.</p>
            )}
          </div>
        ) : null}
      </section>

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
            {run.counts ? (
              <dl
                className="grid grid-cols-2 gap-3 sm:grid-cols-4"
                aria-label="Deleted in the last run"
              >
                {RETENTION_KINDS.map((kind) => (
                  <div key={kind} className="rounded-xl border border-ink-100 p-3">
                    <dt className="text-sm text-ink-700">{RETENTION_LABELS[kind]}</dt>
                    <dd className="text-xl font-bold">{run.counts![kind]}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </>
        ) : (
          <p>The retention job has not run yet.</p>
        )}
      </section>
    </div>
  );
}
