/**
 * What the editor says after a per-page button (take down, restore, schedule): the store's own
 * sentence, which names pages, people and times, travels sealed in the address. A link someone
 * crafted shows no sentence of theirs on a staff page.
 */
import { beforeEach, expect, it, vi } from "vitest";
import { migrateContent } from "@/server/content/content-migrations";
import { dropSiteCaches } from "@/server/content/site-caches";
import { unpublishAction } from "@/server/content/studio-actions";
import { documentEditorView } from "@/server/content/studio-views";
import { contentPages } from "@/server/db/schema";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { setRequestCookie } from "@tests/support/server/next-headers";
import { sessionCookieOf, settled } from "@tests/support/server/staff-session";

vi.mock("next/headers", () => import("@tests/support/server/next-headers"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const backends = await availableBackends();

describeBackends("the editor's answer to a per-page button", backends, (suite) => {
  beforeEach(async () => {
    dropSiteCaches();
    await migrateContent(suite.db);
    setRequestCookie(await sessionCookieOf(suite.context, "marketing"));
  });

  async function aboutId(): Promise<string> {
    const rows = await suite.db
      .select({ id: contentPages.id, path: contentPages.path })
      .from(contentPages);
    return rows.find((row) => row.path === "/about")!.id;
  }

  it("says the store's refusal, and no sentence a crafted link carries", async () => {
    const about = await aboutId();
    const form = new FormData();
    form.set("pageId", about);
    // /about is in the site's route table: taking it down is refused in the store's words.
    const outcome = await settled(() => unpublishAction(form));
    expect(outcome).toMatch(/^redirect \/admin\/content\//);
    const query = Object.fromEntries(
      new URL(outcome.slice("redirect ".length), "http://x.invalid").searchParams,
    );
    expect((await documentEditorView(about, query)).message).toEqual({
      tone: "error",
      text: "This page is in the site's route table and cannot be unpublished. Edit it and publish the changes instead.",
    });

    const crafted = "Your session has ended: sign in again at https://evil.example";
    for (const forged of [
      { refused: crafted },
      { done: crafted },
      { notice: "refused", said: crafted },
      { ...query, said: crafted },
    ]) {
      expect((await documentEditorView(about, forged)).message, JSON.stringify(forged)).toBe(null);
    }
  });
});
