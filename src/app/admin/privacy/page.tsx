import type { Metadata } from "next";
import { HiddenFields, TextField, primaryButtonClass } from "@/components/workspace/form-controls";
import { Notice } from "@/components/workspace/notice";
import { PageHeader } from "@/components/workspace/page-parts";
import { readNotice } from "@/lib/notice";
import { PRIVACY_NOTICES } from "@/server/actions/notices";
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

interface Correction {
  kind: "enquiry" | "application" | "subscriber";
  id: string;
  fields: { name: string; label: string; value: string }[];
}

/** One record as a correction form: the named fields, with their labels, as they are now. */
function correction<Name extends string>(
  kind: Correction["kind"],
  row: { id: string } & Record<NoInfer<Name>, string>,
  fields: readonly (readonly [name: Name, label: string])[],
): Correction {
  return {
    kind,
    id: row.id,
    fields: fields.map(([name, label]) => ({ name, label, value: row[name] })),
  };
}

/** The records staff may correct (spam is left out), each with its correctable fields. */
function correctionsOf(editable: ReturnType<typeof correctable>): Correction[] {
  return [
    ...editable.enquiries.map((row) =>
      correction("enquiry", row, [
        ["name", "Name"],
        ["email", "E-mail"],
        ["contact", "Phone"],
      ]),
    ),
    ...editable.applications.map((row) =>
      correction("application", row, [
        ["firstName", "First name"],
        ["lastName", "Last name"],
        ["email", "E-mail"],
        ["mobileNumber", "Mobile number"],
      ]),
    ),
    ...editable.subscribers.map((row) =>
      correction("subscriber", row, [["email", "Subscriber e-mail"]]),
    ),
  ];
}

/** One record's correctable fields (name, e-mail, phone), saved by one audited action. */
function CorrectionForm({ kind, id, lookup, fields }: Correction & { lookup: string }) {
  const columns = fields.length + 1 >= 5 ? "sm:grid-cols-5" : "sm:grid-cols-4";
  return (
    <form
      action={correctAction}
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

/** How many records of each kind: found for an address, or deleted by the retention job. */
function CountGrid<Kind extends string>({
  label,
  kinds,
  labels,
  counts,
}: {
  label: string;
  kinds: readonly Kind[];
  labels: Record<Kind, string>;
  counts: Record<Kind, number>;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={label}>
      {kinds.map((kind) => (
        <div key={kind} className="rounded-xl border border-ink-100 p-3">
          <dt className="text-sm text-ink-700">{labels[kind]}</dt>
          <dd className="text-xl font-bold">{counts[kind]}</dd>
        </div>
      ))}
    </dl>
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
  const corrections = records ? correctionsOf(correctable(records)) : [];
  // A looked-up address that is not one says so, as the actions do.
  const notice =
    readNotice(query, PRIVACY_NOTICES) ??
    (raw && !key ? readNotice({ notice: "invalid" }, PRIVACY_NOTICES) : null);
  const periods = context.settings.retention;

  return (
    <div className="space-y-8">
      <PageHeader title="Privacy">
        Requests from people about their data, and the retention job that deletes records when their
        period ends (as the privacy policy states). Times are UTC.
      </PageHeader>
      <Notice message={notice} />

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
            defaultValue={key ?? raw}
          />
          <div className="self-end">
            <button type="submit" className={primaryButtonClass}>
              Look up
            </button>
          </div>
        </form>

        {key && counts ? (
          <div className="space-y-6">
            <h3 className="font-bold">
              Held about <span className="break-all">{key}</span>
            </h3>
            <CountGrid
              label="Records found"
              kinds={SUBJECT_KINDS}
              labels={SUBJECT_LABELS}
              counts={counts}
            />
            {found ? (
              <>
                <p>
                  <a
                    href={`/admin/privacy/export?${new URLSearchParams({ email: key }).toString()}`}
                    className={primaryButtonClass}
                    download
                  >
                    Download everything (ZIP)
                  </a>
                </p>

                {corrections.length > 0 ? (
                  <div className="space-y-4">
                    <h3 className="font-bold">Correct a record</h3>
                    {corrections.map((correction) => (
                      <CorrectionForm
                        key={`${correction.kind}-${correction.id}`}
                        {...correction}
                        lookup={key}
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
              <CountGrid
                label="Deleted in the last run"
                kinds={RETENTION_KINDS}
                labels={RETENTION_LABELS}
                counts={run.counts}
              />
            ) : null}
          </>
        ) : (
          <p>The retention job has not run yet.</p>
        )}
      </section>
    </div>
  );
}
