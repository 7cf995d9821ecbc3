/**
 * Who may use the content studio, the media library and the privacy page, decided on the
 * server for each role's real session: outside the role's rights a page, the preview, an
 * upload and a Server Action are not found (404) and change nothing; the privacy download is
 * 403. The browser tests walk marketing and an admin through what they may do.
 */
import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { GET as subjectExportGet } from "@/app/admin/privacy/export/route";
import { GET as previewGet } from "@/app/api/preview/route";
import { POST as mediaPost } from "@/app/api/media/route";
import { workspaceLinks } from "@/server/auth/access";
import { migrateContent } from "@/server/content/content-migrations";
import { dropSiteCaches } from "@/server/content/site-caches";
import { saveDraftAction } from "@/server/content/studio-actions";
import { contentPages, mediaAssets, STAFF_ROLES, type StaffRole } from "@/server/db/schema";
import { updateMediaAction } from "@/server/media/media-actions";
import {
  availableBackends,
  clientRequest,
  describeBackends,
  multipartRequest,
} from "@tests/support/server/harness";
import { setRequestCookie } from "@tests/support/server/next-headers";
import {
  pageOutcome,
  sessionCookieOf,
  settled,
  type PageModule,
} from "@tests/support/server/staff-session";

// The pages and actions read the request's headers through next/headers: the test's session.
vi.mock("next/headers", () => import("@tests/support/server/next-headers"));
// A save that goes through tells Next to drop cached pages: no cache outside a server.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const backends = await availableBackends();

it("the menu offers the studio and the library to marketing and admins only", () => {
  for (const role of STAFF_ROLES) {
    const hrefs = workspaceLinks({ role }).map((link) => link.href);
    const studio = role === "admin" || role === "marketing";
    expect(hrefs.includes("/admin/media"), `${role} menu has Media`).toBe(studio);
    expect(hrefs.includes("/admin/redirects"), `${role} menu has Redirects`).toBe(role === "admin");
    expect(hrefs.includes("/admin/privacy"), `${role} menu has Privacy`).toBe(role === "admin");
    // Recruiting reaches the studio through its Positions link only.
    expect(hrefs.includes("/admin/content"), `${role} menu has Content`).toBe(studio);
  }
});

describeBackends("studio, library and privacy rights", backends, (suite) => {
  beforeEach(async () => {
    dropSiteCaches();
    await migrateContent(suite.db);
  });

  const sessionOf = (role: StaffRole) => sessionCookieOf(suite.context, role);

  async function idAt(path: string, kind?: string): Promise<string> {
    const rows = await suite.db
      .select({ id: contentPages.id, kind: contentPages.kind, path: contentPages.path })
      .from(contentPages);
    return rows.find((row) => (kind ? row.kind === kind : row.path === path))!.id;
  }

  it("sales and recruiting are refused the studio's pages, the preview and the library; marketing the redirects", async () => {
    const about = await idAt("/about");
    const menus = await idAt("", "menus");
    const studioPages: [
      string,
      () => Promise<PageModule>,
      Record<string, string>,
      Record<string, string>,
    ][] = [
      ["/admin/content?kind=page", () => import("./content/page"), {}, { kind: "page" }],
      ["/admin/content?kind=post", () => import("./content/page"), {}, { kind: "post" }],
      ["/admin/content?kind=caseStudy", () => import("./content/page"), {}, { kind: "caseStudy" }],
      ["/admin/content/<about>", () => import("./content/[id]/page"), { id: about }, {}],
      ["/admin/content/<menus>", () => import("./content/[id]/page"), { id: menus }, {}],
      [
        "/admin/content/<about>/compare",
        () => import("./content/[id]/compare/page"),
        { id: about },
        { from: "1", to: "1" },
      ],
      ["/admin/media", () => import("./media/page"), {}, {}],
      ["/admin/media/blog-hero", () => import("./media/[id]/page"), { id: "blog-hero" }, {}],
    ];
    const sessions = {} as Record<StaffRole, string>;
    for (const role of ["marketing", "sales", "recruiting"] as const)
      sessions[role] = await sessionOf(role);

    for (const role of ["marketing", "sales", "recruiting"] as const) {
      setRequestCookie(sessions[role]);
      const allowed = role === "marketing" ? "page" : "404";
      for (const [name, load, params, query] of studioPages)
        expect(await pageOutcome(load, params, query), `${role} ${name}`).toBe(allowed);
      expect(await pageOutcome(() => import("./redirects/page"), {}), `${role} redirects`).toBe(
        "404",
      );
      const preview = await previewGet(
        clientRequest(`/api/preview?page=${about}`, { headers: { cookie: sessions[role] } }),
      );
      expect(preview.status, `${role} preview`).toBe(role === "marketing" ? 303 : 404);
    }
    // Sales has no studio at all: its first page is not found either.
    setRequestCookie(sessions.sales);
    expect(await pageOutcome(() => import("./content/page"), {})).toBe("404");
    // Signed out, the preview is not found (never a redirect that tells it exists).
    setRequestCookie("");
    expect((await previewGet(clientRequest(`/api/preview?page=${about}`))).status).toBe(404);
  });

  it("a studio or library Server Action from sales or recruiting is not found and changes nothing", async () => {
    const about = await idAt("/about");
    const [row] = await suite.db.select().from(contentPages).where(eq(contentPages.id, about));
    const taken = (by: string) => ({
      pageId: about,
      baseVersion: row!.draftVersion,
      document: { ...(row!.draft as object), title: `Taken over by ${by}` },
    });
    const note = (by: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        id: "blog-hero",
        alt: "A hero",
        focalX: "50",
        focalY: "50",
        note: `Taken over by ${by}`,
      }))
        form.set(name, value);
      return form;
    };
    const empty = { values: null, error: null, notice: null } as never;
    for (const role of ["sales", "recruiting"] as const) {
      setRequestCookie(await sessionOf(role));
      expect(await settled(() => saveDraftAction(taken(role))), `${role}'s save`).toBe("404");
      expect(await settled(() => updateMediaAction(empty, note(role))), `${role}'s note`).toBe(
        "404",
      );
    }
    const [after] = await suite.db.select().from(contentPages).where(eq(contentPages.id, about));
    expect((after!.draft as { title: string }).title).toBe((row!.draft as { title: string }).title);
    const [asset] = await suite.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.id, "blog-hero"));
    expect(JSON.stringify(asset)).not.toContain("Taken over");
    // The same action from marketing is done (so the refusals above were the actions' own).
    setRequestCookie(await sessionOf("marketing"));
    expect(await saveDraftAction(taken("marketing"))).toMatchObject({ ok: true });
    const [saved] = await suite.db.select().from(contentPages).where(eq(contentPages.id, about));
    expect((saved!.draft as { title: string }).title).toBe("Taken over by marketing");
  });

  it("an upload from sales, recruiting or a visitor is not found", async () => {
    const upload = () => {
      const form = new FormData();
      form.set("alt", "A picture");
      form.set(
        "file",
        new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }),
        "a.jpg",
      );
      return form;
    };
    for (const role of ["sales", "recruiting"] as const) {
      const cookie = await sessionOf(role);
      const answer = await mediaPost(
        multipartRequest("/api/media", upload(), {
          headers: { cookie, origin: suite.context.settings.siteUrl },
        }),
      );
      expect(answer.status, `${role}'s upload`).toBe(404);
    }
    const anonymous = await mediaPost(
      multipartRequest("/api/media", upload(), {
        headers: { origin: suite.context.settings.siteUrl },
      }),
    );
    expect(anonymous.status).toBe(404);
    expect(
      await suite.db.select().from(mediaAssets).where(eq(mediaAssets.origin, "upload")),
    ).toEqual([]);
  });

  it("the privacy page is not found for marketing, and its download refused", async () => {
    const cookie = await sessionOf("marketing");
    setRequestCookie(cookie);
    expect(await pageOutcome(() => import("./privacy/page"), {})).toBe("404");
    const download = await subjectExportGet(
      clientRequest("/admin/privacy/export?email=zed%40example.com", { headers: { cookie } }),
    );
    expect(download.status).toBe(403);
  });
});
