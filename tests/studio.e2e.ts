/**
 * The content studio in a browser, against the production build and a server of its own: a
 * day's work as marketing (a typo fixed on /about, previewed, published; a card added to a
 * services page; yesterday's hero restored), an invalid field, the conflict refusal, a new page
 * whose path changes (with its redirect), the locked unpublish, axe (every impact) at 375 and
 * 1280 px, and a publish on one of two instances on one PostgreSQL served by the other. Who may
 * open the studio is src/app/admin/studio-rights.test.tsx's; each role signs in once per file.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startAppServer, type AppServer } from "./support/app-server";
import { sharedBrowser, viewports } from "./support/browser";
import { postgresUnavailable } from "./support/server/databases";
import { pages } from "./support/site";
import { expectAccessibleAtWidths, editorOf, publicHtml, publish, save } from "./support/studio";
import {
  signedInPage,
  STAFF,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./support/workspace";

const browser = sharedBrowser();
const SCREENS = path.resolve(".tmp", "screens", "studio");
const POLL = { timeout: 30_000, interval: 250 };
/** A page signed in as `role` on `server` (the session made once per file and role). */
async function signedIn(
  role: keyof typeof STAFF,
  server: AppServer,
  viewport: { width: number; height: number } = viewports.desktop,
) {
  const { context, page } = await signedInPage(browser(), server.baseURL, role, viewport);
  return { page, close: () => context.close() };
}

const about = pages.find((page) => page.path === "/about")!;
const aboutHero = about.sections[0] as { heading: string };
/** A services page with a grid of cards, for "add a card". */
const cardsPage = pages.find(
  (page) => page.path !== "/about" && page.sections.some((section) => section.type === "cardGrid"),
)!;
const gridIndex = cardsPage.sections.findIndex((section) => section.type === "cardGrid");
const gridCards = (cardsPage.sections[gridIndex] as { cards: unknown[] }).cards.length;

describe("content studio (embedded database)", () => {
  let server: WorkspaceServer;

  beforeAll(async () => {
    server = await startWorkspaceServer("pglite");
    mkdirSync(SCREENS, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await server?.dispose();
  });

  test("a copied draft-mode cookie without a studio session is served as to any visitor (issue 48)", async () => {
    const marketing = await signedIn("marketing", server);
    let bypass = "";
    try {
      const id = await editorOf(marketing.page, server, about.title);
      const preview = await marketing.page.request.get(`${server.baseURL}/api/preview?page=${id}`, {
        maxRedirects: 0,
      });
      const cookie = preview
        .headersArray()
        .find(
          (header) =>
            /^set-cookie$/i.test(header.name) && /^__prerender_bypass=/.test(header.value),
        );
      bypass = cookie!.value.split(";")[0]!;
      // With the session beside it, it previews (uncached, under the banner).
      const previewed = await marketing.page.request.get(`${server.baseURL}/about`);
      expect(previewed.headers()["cache-control"]).toMatch(/no-store/);
      expect(await previewed.text()).toContain("Exit preview");
    } finally {
      await marketing.close();
    }
    const anonymous = await fetch(`${server.baseURL}/about`);
    const copied = await fetch(`${server.baseURL}/about`, { headers: { cookie: bypass } });
    expect(copied.status).toBe(200);
    expect(copied.headers.get("cache-control")).toBe(anonymous.headers.get("cache-control"));
    expect(copied.headers.get("cache-control")).toMatch(/s-maxage=60/);
    expect(await copied.text()).not.toContain("Exit preview");
  });

  test("a day as marketing: fix a typo, preview, publish, add a card, restore the old hero", async () => {
    const { page, close } = await signedIn("marketing", server);
    try {
      await page.goto(`${server.baseURL}/admin`);
      await page.getByRole("link", { name: "Content", exact: true }).first().click();
      await page.waitForURL(/\/admin\/content$/);
      await page.screenshot({ path: path.join(SCREENS, "list-1280.png"), fullPage: true });
      const aboutId = await editorOf(page, server, about.title);
      const fixed = `${aboutHero.heading}, fixed`;
      await page.locator("#f-sections-0-heading").fill(fixed);
      await save(page);

      // The preview shows the draft under its banner; visitors still get the live page.
      await page.goto(`${server.baseURL}/api/preview?page=${aboutId}`);
      await page.waitForURL(/\/about$/);
      expect(await page.locator("h1").first().textContent()).toBe(fixed);
      expect(await page.getByRole("region", { name: "Preview" }).textContent()).toContain(
        "Preview of the saved draft",
      );
      expect(await publicHtml(server, "/about")).not.toContain(fixed);
      await page.getByRole("link", { name: "Exit preview" }).click();
      await page.waitForURL(/\/about$/);

      await page.goto(`${server.baseURL}/admin/content/${aboutId}`);
      await publish(page, "Typo in the hero");
      await expect.poll(() => publicHtml(server, "/about"), POLL).toContain(fixed);

      // A card added to a services page's grid.
      await editorOf(page, server, cardsPage.title);
      await page.getByRole("button", { name: `Add a card to section ${gridIndex + 1}` }).click();
      const card = `#f-sections-${gridIndex}-cards-${gridCards}`;
      await page.locator(`${card}-title`).fill("Migration health check");
      await page.locator(`${card}-text`).fill("Two weeks, a written report, no obligation.");
      await publish(page, "New offer card");
      await expect
        .poll(() => publicHtml(server, cardsPage.path), POLL)
        .toContain("Migration health check");

      // The comparison names the change, and restoring revision 1 brings the old hero back.
      await page.goto(`${server.baseURL}/admin/content/${aboutId}/compare?from=1&to=2`);
      const comparison = await page.locator("main").textContent();
      expect(comparison).toContain("Heading");
      expect(comparison).toContain(fixed);
      await page.screenshot({ path: path.join(SCREENS, "compare-1280.png"), fullPage: true });
      await page.goto(`${server.baseURL}/admin/content/${aboutId}`);
      await page.getByRole("button", { name: "Restore revision 1 as the draft" }).click();
      await expect
        .poll(() => page.locator("main").textContent(), POLL)
        .toContain("Revision 1 is now the draft");
      expect(await page.locator("#f-sections-0-heading").inputValue()).toBe(aboutHero.heading);
      await publish(page, "Back to yesterday's hero");
      await expect
        .poll(() => publicHtml(server, "/about"), POLL)
        .toContain(`>${aboutHero.heading}<`);
      await page.screenshot({ path: path.join(SCREENS, "editor-1280.png") });
    } finally {
      await close();
    }
  }, 240_000);

  test("an invalid field is refused with its message beside it, and the value stays", async () => {
    const { page, close } = await signedIn("marketing", server);
    try {
      await editorOf(page, server, about.title);
      await page.locator("#f-description").fill("Too short.");
      await page.getByRole("button", { name: "Save draft" }).click();
      const message = "Write at least 50 characters: search engines show this under the title";
      await expect
        .poll(() => page.locator("#f-description--error").textContent(), POLL)
        .toContain(message);
      expect(await page.locator("#f-description").getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator("#f-description").inputValue()).toBe("Too short.");
    } finally {
      await close();
    }
  }, 120_000);

  test("saving over a colleague's newer draft is refused with who and when; nothing typed is lost", async () => {
    const mine = await signedIn("marketing", server);
    const theirs = await signedIn("admin", server);
    try {
      await editorOf(mine.page, server, "Contact Us");
      await editorOf(theirs.page, server, "Contact Us");
      await theirs.page.locator("#f-title").fill("Contact the team");
      await save(theirs.page);
      await mine.page.locator("#f-title").fill("Talk to us");
      await mine.page.getByRole("button", { name: "Save draft" }).click();
      await expect
        .poll(() => mine.page.locator("main [role=alert]").allTextContents(), POLL)
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(
              new RegExp(`^${STAFF.admin.name} saved a newer draft of this page at `),
            ),
          ]),
        );
      expect(await mine.page.locator("#f-title").inputValue()).toBe("Talk to us");
    } finally {
      await mine.close();
      await theirs.close();
    }
  }, 120_000);

  test("a new page, its path changed (old path redirected), unpublished; the route table's pages stay", async () => {
    const { page, close } = await signedIn("admin", server);
    try {
      await page.goto(`${server.baseURL}/admin/content`);
      await page.getByLabel("Path", { exact: true }).fill("/cloud-migration");
      await page.getByLabel("Title", { exact: true }).fill("Cloud migration");
      await page.getByRole("button", { name: "Create page" }).click();
      await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}\?notice=created/);
      await page
        .locator("#f-description")
        .fill("How we move workloads to the cloud in stages, with a rollback plan at every step.");
      await page.locator("#f-sections-0-lead").fill("Move without stopping the business.");
      await publish(page);
      await expect.poll(() => publicHtml(server, "/cloud-migration"), POLL).toMatch(/^200 /);

      await page.locator("#f-path").fill("/cloud-moves");
      await publish(page, "Shorter path");
      await expect.poll(() => publicHtml(server, "/cloud-moves"), POLL).toMatch(/^200 /);
      const moved = await fetch(`${server.baseURL}/Cloud-Migration?utm_source=x`, {
        redirect: "manual",
      });
      expect(moved.status).toBe(308);
      expect(moved.headers.get("location")).toMatch(/\/cloud-moves\?utm_source=x$/);
      const sitemap = await (await fetch(`${server.baseURL}/sitemap.xml`)).text();
      expect(sitemap).toContain("/cloud-moves</loc>");
      expect(sitemap).not.toContain("/cloud-migration</loc>");

      await page.goto(`${server.baseURL}/admin/redirects`);
      expect(await page.locator("main").textContent()).toContain("/cloud-migration → /cloud-moves");
      await page.screenshot({ path: path.join(SCREENS, "redirects-1280.png"), fullPage: true });

      // Not in the route table and linked from nowhere: it can be taken down.
      await editorOf(page, server, "Cloud migration");
      await page.getByRole("button", { name: "Unpublish" }).click();
      await expect
        .poll(() => page.locator("main").textContent(), POLL)
        .toContain("Unpublished: visitors now get “page not found” there.");
      await expect.poll(() => publicHtml(server, "/cloud-moves"), POLL).toMatch(/^404 /);

      // The route table's pages cannot be unpublished.
      await editorOf(page, server, about.title);
      expect(await page.getByRole("button", { name: "Unpublish" }).count()).toBe(0);
      expect(await page.locator("main").textContent()).toContain("it cannot be unpublished");
    } finally {
      await close();
    }
  }, 240_000);

  test("every studio page passes axe at 1280 and 375 px", async () => {
    const { page, close } = await signedIn("admin", server);
    try {
      const id = await editorOf(page, server, about.title);
      const files: Record<string, [string, boolean]> = {
        "/admin/content": ["list-375.png", true],
        [`/admin/content/${id}`]: ["editor-375.png", false],
        [`/admin/content/${id}/compare?from=1&to=2`]: ["compare-375.png", true],
      };
      await expectAccessibleAtWidths(
        page,
        server,
        Object.keys(files).concat("/admin/redirects"),
        { desktop: viewports.desktop, mobile: viewports.mobile },
        { dir: SCREENS, at: "mobile", files },
      );
    } finally {
      await close();
    }
  }, 240_000);
});

const pgReason = await postgresUnavailable();

describe.skipIf(pgReason)("a publish reaches both instances on one PostgreSQL", () => {
  let first: WorkspaceServer;
  let second: AppServer;

  beforeAll(async () => {
    first = await startWorkspaceServer("postgres");
    second = await startAppServer(first.env);
  }, 120_000);
  afterAll(async () => {
    await second?.stop();
    await first?.dispose();
  });

  test("published on one, served by the other", async () => {
    // Both instances have /about in their cache before the publish.
    for (const server of [first, second]) {
      expect(await publicHtml(server, "/about")).toContain(`>${aboutHero.heading}<`);
    }
    const { page, close } = await signedIn("marketing", first);
    try {
      await editorOf(page, first, about.title);
      const heading = "Engineering partners on every instance";
      await page.locator("#f-sections-0-heading").fill(heading);
      await publish(page);
      for (const server of [first, second]) {
        await expect.poll(() => publicHtml(server, "/about"), POLL).toContain(`>${heading}<`);
      }
    } finally {
      await close();
    }
  }, 180_000);
});
