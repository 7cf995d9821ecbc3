/** What /admin/privacy shows: the notice, an address looked up, and the retention job. */
import "server-only";
import type {
  Correction,
  KindCount,
  RetentionView,
  SubjectView,
} from "@/components/workspace/privacy/privacy-parts";
import { readNotice, type NoticeMessage } from "@/lib/notice";
import { PRIVACY_NOTICES } from "../actions/notices";
import { currentClient, type Staff } from "../auth/access";
import { requireContext } from "../context";
import { lastRetentionRun, RETENTION_KINDS, RETENTION_LABELS } from "./retention";
import {
  correctable,
  countRecords,
  lookupSubject,
  SUBJECT_KINDS,
  SUBJECT_LABELS,
  subjectKey,
} from "./subject";

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

/** Counts in the kinds' order, with their labels. */
function kindCounts<Kind extends string>(
  kinds: readonly Kind[],
  labels: Record<Kind, string>,
  counts: Record<Kind, number>,
): KindCount[] {
  return kinds.map((kind) => ({ label: labels[kind], count: counts[kind] }));
}

export interface PrivacyView {
  notice: NoticeMessage | null;
  /** What the lookup field shows: the address as looked up, else as typed. */
  typed: string;
  subject: SubjectView | null;
  retention: RetentionView;
}

/** Looking an address up is audited (by a keyed hash of the address). */
export async function loadPrivacyPage(
  staff: Staff,
  query: Record<string, string | string[] | undefined>,
): Promise<PrivacyView> {
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
  // A looked-up address that is not one says so, as the actions do.
  const notice =
    readNotice(query, PRIVACY_NOTICES) ??
    (raw && !key ? readNotice({ notice: "invalid" }, PRIVACY_NOTICES) : null);
  return {
    notice,
    typed: key ?? raw,
    subject:
      key && records && counts
        ? {
            key,
            counts: kindCounts(SUBJECT_KINDS, SUBJECT_LABELS, counts),
            found: Object.values(counts).some((n) => n > 0),
            corrections: correctionsOf(correctable(records)),
          }
        : null,
    retention: {
      periods: context.settings.retention,
      run: run && {
        ...run,
        counts: run.counts ? kindCounts(RETENTION_KINDS, RETENTION_LABELS, run.counts) : null,
      },
    },
  };
}
