/**
 * Notices: what the last action did, said on the page it sent the person back to. The address
 * carries `notice=<code>` and at most a few values (NOTICE_PARAMS); the page looks the code up
 * in its catalogue, so the words live in one place and nothing a visitor types is shown.
 */

/** The values a notice may carry besides its code; the kit clears them all on a new notice. */
export const NOTICE_PARAMS = [
  "notice",
  "count",
  "to",
  "close",
  "kind",
  "account",
  "item",
  // A sentence of the server's own and its seal (src/server/actions/kit.ts, redirectSaying).
  "said",
  "seal",
] as const;

export type NoticeParam = Exclude<(typeof NOTICE_PARAMS)[number], "notice">;

/** A notice's values as the kit writes them into the address. */
export type NoticeValues = Partial<Record<NoticeParam, string | readonly string[]>>;

/** What the notice component shows. */
export interface NoticeMessage {
  tone: "error" | "notice";
  text: string;
}

/** Reads one value the notice carried (the first, when it carried several). */
export type NoticeValue = (name: NoticeParam) => string | undefined;

export interface NoticeEntry {
  tone: "error" | "notice";
  text: string | ((value: NoticeValue) => string);
}

/** A screen's notices: code → what it says. */
export type NoticeCatalogue = Record<string, NoticeEntry>;

type Query = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Every value of one notice parameter (a list of positions to close, for instance). */
export function noticeValues(query: Query, name: NoticeParam): string[] {
  const value = query[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** The code of the notice in `query`, if the catalogue knows it. */
export function noticeCode<Catalogue extends NoticeCatalogue>(
  query: Query,
  catalogue: Catalogue,
): (keyof Catalogue & string) | null {
  const code = first(query.notice);
  return code !== undefined && Object.hasOwn(catalogue, code) ? code : null;
}

/** The notice in `query` as the page shows it, or null when there is none it knows. */
export function readNotice(query: Query, catalogue: NoticeCatalogue): NoticeMessage | null {
  const code = noticeCode(query, catalogue);
  if (code === null) return null;
  const entry = catalogue[code]!;
  const text =
    typeof entry.text === "string" ? entry.text : entry.text((name) => first(query[name]));
  return { tone: entry.tone, text };
}

/** `path` (its query and hash kept) with `code` and `values` in place of any earlier notice. */
export function noticeHref(path: string, code: string, values: NoticeValues = {}): string {
  const url = new URL(path, "http://workspace.invalid");
  for (const name of NOTICE_PARAMS) url.searchParams.delete(name);
  url.searchParams.set("notice", code);
  for (const [name, value] of Object.entries(values)) {
    const list: readonly string[] = typeof value === "string" ? [value] : (value ?? []);
    for (const each of list) url.searchParams.append(name, each);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
