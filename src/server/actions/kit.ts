/**
 * The one way a workspace Server Action reads its form, meets a refusal and answers:
 * - `readForm`: the form through its zod schema (one schema per form), as a result;
 * - `attempt`: a domain call whose Refusal becomes a result (other errors stay faults);
 * - an answer on the page (FormState, @/lib/action-state) or `redirectWithNotice` to a page
 *   that says what happened through its notice catalogue (@/lib/notice).
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import type { Result } from "@/lib/action-state";
import {
  noticeHref,
  type NoticeCatalogue,
  type NoticeMessage,
  type NoticeValues,
} from "@/lib/notice";
import { Refusal } from "../refusal";

/** A posted value as the schema sees it: a string, a list of them when repeated, or absent. */
type Posted = FormDataEntryValue | FormDataEntryValue[] | undefined;

/**
 * A text field: what was posted (the first value if repeated; "" when absent or a file),
 * trimmed when asked, cut to `max` characters. Fields are cut rather than refused: the
 * domain checks what they must hold and says so in words.
 */
export function textField(max: number, { trim = false }: { trim?: boolean } = {}) {
  return z.preprocess((value: Posted) => {
    const one = Array.isArray(value) ? value[0] : value;
    const text = typeof one === "string" ? one : "";
    return (trim ? text.trim() : text).slice(0, max);
  }, z.string());
}

/** Every value posted under one name (ticked boxes): strings only, none when absent. */
export function listField() {
  return z.preprocess(
    (value: Posted) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
        (each): each is string => typeof each === "string",
      ),
    z.array(z.string()),
  );
}

/** The form's fields by name: one value as it is, a repeated name as the list of its values. */
function formObject(form: FormData): Record<string, Posted> {
  const fields: Record<string, Posted> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

/** The form read through its schema; a failure carries the first issue's message. */
export function readForm<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
): Result<z.output<Schema>> {
  const parsed = schema.safeParse(formObject(form));
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "The form is not complete." };
}

/**
 * A button's form, which a page drew with its fields (ids, a return path): read through its
 * schema, whose text fields read as "" when absent, so it does not fail; were it to, the post
 * is not one a page drew, and the answer is a 404 as for an unknown record.
 */
export function readButtonForm<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
): z.output<Schema> {
  const read = readForm(form, schema);
  if (!read.ok) notFound();
  return read.value;
}

/** Runs a domain step: its value, or the Refusal it threw. Any other error is rethrown. */
export async function attempt<Value>(step: () => Promise<Value>): Promise<Result<Value, Refusal>> {
  try {
    return { ok: true, value: await step() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error };
    throw error;
  }
}

/**
 * Back to `path` with a notice of the page's catalogue: the code (checked against the
 * catalogue) and its values, in place of any earlier notice. Forms answered this way work
 * before any script has loaded.
 */
export function redirectWithNotice<Catalogue extends NoticeCatalogue>(
  catalogue: Catalogue,
  path: string,
  code: keyof Catalogue & string,
  values?: NoticeValues,
): never {
  redirect(noticeHref(path, code, values));
}

/**
 * A sentence of the server's own (a store's answer naming pages, people and times) carried by
 * the address of a redirect. It is sealed with the server's secret and shown only when the seal
 * holds, so a crafted link cannot make a staff page say what someone else wrote.
 */
function seal(secret: string, tone: NoticeMessage["tone"], text: string): string {
  return createHmac("sha256", secret).update(`notice:${tone}:${text}`).digest("base64url");
}

/** Back to `path` saying `text`, sealed (see `readSaidNotice`). */
export function redirectSaying(
  secret: string,
  path: string,
  message: NoticeMessage,
  values?: NoticeValues,
): never {
  redirect(
    noticeHref(path, message.tone === "error" ? "refused" : "done", {
      ...values,
      said: message.text,
      seal: seal(secret, message.tone, message.text),
    }),
  );
}

/** The sentence a `redirectSaying` carried, when its seal holds; else none. */
export function readSaidNotice(
  secret: string,
  query: Record<string, string | string[] | undefined>,
): NoticeMessage | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const code = first(query.notice);
  const text = first(query.said);
  const given = first(query.seal);
  if ((code !== "done" && code !== "refused") || !text || !given) return null;
  const tone = code === "refused" ? "error" : "notice";
  const wanted = Buffer.from(seal(secret, tone, text));
  const offered = Buffer.from(given);
  return offered.length === wanted.length && timingSafeEqual(offered, wanted)
    ? { tone, text }
    : null;
}
