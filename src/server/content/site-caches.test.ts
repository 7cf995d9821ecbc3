/**
 * The process's copies of the site (path index, catalogue, media library) are dropped the same
 * way whether a change was made here (a publish in the studio) or elsewhere (POST
 * /api/revalidate, on another instance's signal): what the next page reads is the database's.
 */
import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { findMedia } from "@/content/media";
import { PATH_INDEX, REVALIDATE_TOKEN, slots } from "@/process-slots.mjs";
import { mediaAssets } from "../db/schema";
import { postRevalidate } from "../endpoints/revalidate";
import { migrateContent } from "./content-migrations";
import { EVERY_PAGE } from "./kind-rules";
import { getPageRecord, listPages } from "./page-store";
import { pathIndex } from "./path-index";
import { dropSiteCaches } from "./site-caches";
import { loadSiteContent } from "./site-pages";
import { publishAction } from "./studio-actions";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { sessionCookieOf } from "@tests/support/server/staff-session";

let requestCookie = "";
vi.mock("next/headers", () => ({
  headers: async () => new Headers(requestCookie ? { cookie: requestCookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined }),
}));
/** What Next.js was told to render again, as "path" or "path type". */
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({
  revalidatePath: (path: string, type?: string) => {
    revalidated.push(type ? `${path} ${type}` : path);
  },
  revalidateTag: () => undefined,
}));

const backends = await availableBackends();
const PICTURE = "blog-hero";
const NEW_ALT = "The team at the whiteboard, described again";

describeBackends("the site's caches", backends, (suite) => {
  beforeEach(async () => {
    dropSiteCaches();
    revalidated.length = 0;
    await migrateContent(suite.db);
  });

  /** Loads the copies, then changes a picture's alt text behind this process's back. */
  async function libraryGoneStale(): Promise<void> {
    await pathIndex();
    await loadSiteContent();
    expect(findMedia(PICTURE)?.alt).not.toBe(NEW_ALT);
    await suite.db
      .update(mediaAssets)
      .set({ alt: NEW_ALT, decorative: false })
      .where(eq(mediaAssets.id, PICTURE));
    await loadSiteContent();
    expect(findMedia(PICTURE)?.alt, "the copy is kept until something drops it").not.toBe(NEW_ALT);
  }

  it("a publish in the studio drops this process's media library and revalidates its pages", async () => {
    requestCookie = await sessionCookieOf(suite.context, "marketing");
    await libraryGoneStale();
    const [about] = (await listPages(suite.db, "", "page")).filter((row) => row.path === "/about");
    const record = await getPageRecord(suite.db, about!.id);
    const outcome = await publishAction({
      pageId: record!.id,
      baseVersion: record!.draftVersion,
      document: record!.draft,
      note: "Again",
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(revalidated).toContain("/about");
    expect(slots[PATH_INDEX], "the path index is read again").toBeUndefined();
    await loadSiteContent();
    expect(findMedia(PICTURE)?.alt).toBe(NEW_ALT);
  });

  it("POST /api/revalidate drops the same copies and revalidates what it names", async () => {
    slots[REVALIDATE_TOKEN] = "token-of-this-test";
    await libraryGoneStale();
    const response = await postRevalidate(
      new Request("http://localhost/api/revalidate", {
        method: "POST",
        headers: { authorization: "Bearer token-of-this-test" },
        body: JSON.stringify(["/about", EVERY_PAGE]),
      }),
    );
    expect(response.status).toBe(204);
    expect(revalidated).toEqual(["/about", "/ layout"]);
    expect(slots[PATH_INDEX], "the path index is read again").toBeUndefined();
    await loadSiteContent();
    expect(findMedia(PICTURE)?.alt).toBe(NEW_ALT);
  });
});
