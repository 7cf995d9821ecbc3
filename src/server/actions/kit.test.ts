import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Refusal } from "../refusal";
import {
  attempt,
  listField,
  readButtonForm,
  readForm,
  readSaidNotice,
  redirectSaying,
  redirectWithNotice,
  textField,
} from "./kit";
import { STAFF_NOTICES } from "./notices";

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

/** What a call threw: Next's redirect is an error carrying the address in its digest. */
function thrown(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    return String((error as { digest?: string }).digest ?? error);
  }
  return "nothing";
}

describe("readForm", () => {
  const schema = z.object({
    name: textField(5, { trim: true }),
    note: textField(100),
    ids: listField(),
  });

  it("reads text fields (trimmed and cut when asked, empty when absent) and lists", () => {
    const read = readForm(
      formOf([
        ["name", "  Ada Lovelace "],
        ["ids", "a"],
        ["ids", "b"],
      ]),
      schema,
    );
    expect(read).toEqual({ ok: true, value: { name: "Ada L", note: "", ids: ["a", "b"] } });
  });

  it("takes the first value of a text field posted twice, and a single value as a list", () => {
    const read = readForm(
      formOf([
        ["note", "first"],
        ["note", "second"],
        ["ids", "only"],
      ]),
      schema,
    );
    expect(read).toEqual({ ok: true, value: { name: "", note: "first", ids: ["only"] } });
  });

  it("answers a failure with the schema's first message", () => {
    const strict = z.object({ kind: z.enum(["enquiry", "application"], { error: "No kind." }) });
    expect(readForm(formOf([["kind", "other"]]), strict)).toEqual({ ok: false, error: "No kind." });
  });
});

describe("readButtonForm", () => {
  it("gives the fields of a form a page drew, and a 404 for a post no page drew", () => {
    const schema = z.object({ id: z.string().uuid("not a record") });
    const id = "7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f";
    expect(readButtonForm(formOf([["id", id]]), schema)).toEqual({ id });
    expect(thrown(() => readButtonForm(formOf([["id", "x"]]), schema))).toMatch(
      /^NEXT_HTTP_ERROR_FALLBACK;404/,
    );
  });
});

describe("attempt", () => {
  it("gives the value, or a Refusal as a result", async () => {
    expect(await attempt(async () => 3)).toEqual({ ok: true, value: 3 });
    const refusal = new Refusal("Not that.");
    expect(
      await attempt(async () => {
        throw refusal;
      }),
    ).toEqual({ ok: false, error: refusal });
  });

  it("lets any other error through: it is a fault, not an answer", async () => {
    await expect(
      attempt(async () => {
        throw new TypeError("broken");
      }),
    ).rejects.toThrow("broken");
  });
});

describe("redirectWithNotice", () => {
  it("keeps the page's own query and hash, and replaces an earlier notice", () => {
    expect(
      thrown(() =>
        redirectWithNotice(
          STAFF_NOTICES,
          "/admin/staff?notice=role&count=2&page=2#list",
          "disabled",
          { account: "x y" },
        ),
      ),
    ).toContain("/admin/staff?page=2&notice=disabled&account=x+y#list");
  });
});

describe("a sentence of the server's own, sealed", () => {
  const secret = "s".repeat(40);
  /** The query a redirectSaying sent the browser back with. */
  function queryOf(call: () => unknown): Record<string, string> {
    const address = /^NEXT_REDIRECT;\w+;([^;]+);/.exec(thrown(call))![1]!;
    return Object.fromEntries(new URL(address, "http://x.invalid").searchParams);
  }
  const refusal = "Anna Berg saved a newer draft of this page at 2026-11-29 09:00 UTC.";

  it("is read back as the server said it, in its tone, beside the page's own query", () => {
    const query = queryOf(() =>
      redirectSaying(secret, "/admin/content/1?v=3#schedule-heading", {
        tone: "error",
        text: refusal,
      }),
    );
    expect(query.v).toBe("3");
    expect(readSaidNotice(secret, query)).toEqual({ tone: "error", text: refusal });
  });

  it("shows nothing for a crafted sentence, a changed one, a switched tone or another secret", () => {
    const query = queryOf(() =>
      redirectSaying(secret, "/admin/content/1", { tone: "notice", text: "Published." }),
    );
    expect(readSaidNotice(secret, { notice: "done", said: "Sign in again at evil.example" })).toBe(
      null,
    );
    expect(readSaidNotice(secret, { ...query, said: "Sign in again at evil.example" })).toBe(null);
    expect(readSaidNotice(secret, { ...query, notice: "refused" })).toBe(null);
    expect(readSaidNotice("t".repeat(40), query)).toBe(null);
    expect(readSaidNotice(secret, query)).toEqual({ tone: "notice", text: "Published." });
  });
});
