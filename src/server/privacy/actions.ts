/**
 * Server Actions of /admin/privacy (admin only, checked here): erase everything held about
 * an address, and correct a record. Each answers with a redirect carrying a notice, so the
 * forms work before any script loads.
 */
"use server";

import { z } from "zod";
import type { NoticeValues } from "@/lib/notice";
import { attempt, readForm, redirectWithNotice, textField } from "../actions/kit";
import { PRIVACY_NOTICES } from "../actions/notices";
import { currentClient, requireStaff } from "../auth/access";
import { requireContext } from "../context";
import {
  CORRECTABLE,
  correctRecord,
  eraseSubject,
  subjectKey,
  type CorrectableKind,
} from "./subject";

const PAGE = "/admin/privacy";

const text = () => textField(400);

const eraseForm = z.object({ email: text(), confirm: text() });

/** A record's correction: the address looked up, the record, and every correctable field. */
const correctForm = z.object({
  lookup: text(),
  kind: text(),
  id: text(),
  ...Object.fromEntries(
    [...new Set(Object.values(CORRECTABLE).flat())].map((name) => [name, text()]),
  ),
});

/** Back to the page, looking `email` up again (when given), with the notice. */
function back(
  code: keyof typeof PRIVACY_NOTICES,
  email?: string | null,
  values?: NoticeValues,
): never {
  const path = email ? `${PAGE}?${new URLSearchParams({ email }).toString()}` : PAGE;
  redirectWithNotice(PRIVACY_NOTICES, path, code, values);
}

function isCorrectable(kind: string): kind is CorrectableKind {
  return Object.hasOwn(CORRECTABLE, kind);
}

export async function eraseAction(form: FormData): Promise<void> {
  const staff = await requireStaff("privacy", PAGE);
  const read = readForm(form, eraseForm);
  const key = read.ok ? subjectKey(read.value.email) : null;
  if (!read.ok || !key) back("invalid");
  // The confirmation: the address typed again, so one stray click cannot erase anyone.
  if (subjectKey(read.value.confirm) !== key) back("unconfirmed", key);
  const context = await requireContext();
  const counts = await eraseSubject(
    context.database.db,
    context.settings,
    staff,
    key,
    await currentClient(context),
  );
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  back("erased", null, { count: String(total) });
}

export async function correctAction(form: FormData): Promise<void> {
  const staff = await requireStaff("privacy", PAGE);
  const read = readForm(form, correctForm);
  if (!read.ok) back("invalid");
  const fields: Record<string, string> = read.value;
  const key = subjectKey(fields.lookup) ?? "";
  const kind = fields.kind ?? "";
  if (!isCorrectable(kind)) back("invalid", key);
  const values: Record<string, string> = {};
  for (const name of CORRECTABLE[kind]) values[name] = fields[name] ?? "";
  const context = await requireContext();
  const corrected = await attempt(async () =>
    correctRecord(
      context.database.db,
      staff,
      kind,
      fields.id ?? "",
      values,
      await currentClient(context),
    ),
  );
  if (!corrected.ok) back("not-corrected", key);
  // A corrected address is looked up under its new value.
  const next = subjectKey(values.email) ?? key;
  back(corrected.value.length > 0 ? "corrected" : "unchanged", next);
}
