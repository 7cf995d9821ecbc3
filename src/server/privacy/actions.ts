/**
 * Server Actions of /admin/privacy (admin only, checked here): erase everything held about
 * an address, and correct a record. Each answers with a redirect carrying what happened, so
 * the forms work before any script loads.
 */
"use server";

import { redirect } from "next/navigation";
import { currentClient, requireStaff } from "../auth/access";
import { requireContext } from "../context";
import {
  CORRECTABLE,
  correctRecord,
  CorrectionError,
  eraseSubject,
  subjectKey,
  type CorrectableKind,
} from "./subject";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 400);

function back(params: Record<string, string>): never {
  redirect(`/admin/privacy?${new URLSearchParams(params).toString()}`);
}

export async function eraseAction(form: FormData): Promise<void> {
  const staff = await requireStaff("privacy", "/admin/privacy");
  const key = subjectKey(text(form, "email"));
  if (!key) back({ notice: "invalid" });
  // The confirmation: the address typed again, so one stray click cannot erase anyone.
  if (subjectKey(text(form, "confirm")) !== key) back({ email: key, notice: "unconfirmed" });
  const context = await requireContext();
  const counts = await eraseSubject(
    context.database.db,
    context.settings,
    staff,
    key,
    await currentClient(context),
  );
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  back({ notice: "erased", count: String(total) });
}

export async function correctAction(form: FormData): Promise<void> {
  const staff = await requireStaff("privacy", "/admin/privacy");
  const key = subjectKey(text(form, "lookup")) ?? "";
  const kind = text(form, "kind");
  if (!(kind in CORRECTABLE)) back({ email: key, notice: "invalid" });
  const values: Record<string, string> = {};
  for (const name of CORRECTABLE[kind as CorrectableKind]) values[name] = text(form, name);
  const context = await requireContext();
  let changed: string[];
  try {
    changed = await correctRecord(
      context.database.db,
      staff,
      kind as CorrectableKind,
      text(form, "id"),
      values,
      await currentClient(context),
    );
  } catch (error) {
    if (error instanceof CorrectionError) back({ email: key, notice: "not-corrected" });
    throw error;
  }
  // A corrected address is looked up under its new value.
  const next = subjectKey(values.email) ?? key;
  back({ email: next, notice: changed.length > 0 ? "corrected" : "unchanged" });
}
