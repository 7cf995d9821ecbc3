/**
 * Posts, case studies, menus and schedules in a browser, against the production build: a day
 * as marketing (a photograph uploaded and made the cover of a new post, published, listed
 * first on /blog and in the sitemap; a case study scheduled for tomorrow; a footer link
 * renamed), a menu link to a missing page refused beside its field, and axe at 375 and 1280 px
 * on every new studio page. Who may open them is src/app/admin/studio-rights.test.tsx's.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sharedBrowser, viewports } from "./support/browser";
import { expectAccessibleAtWidths, publicHtml, publish, save } from "./support/studio";
import { signedInPage, startWorkspaceServer, type WorkspaceServer } from "./support/workspace";

const browser = sharedBrowser();
const SCREENS = path.resolve(".tmp", "screens", "studio-kinds");
const POLL = { timeout: 30_000, interval: 250 };
/** A page signed in as marketing (the session made once for the file). */
async function signedIn(role: "marketing", server: WorkspaceServer) {
  const { context, page } = await signedInPage(browser(), server.baseURL, role);
  return { page, close: () => context.close() };
}
const sentence = (topic: string) =>
  `${topic}: what we check with a client before anything moves, and why it saves a weekend later.`;

async function photograph(): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#2b6cb0" } })
    .composite([
      {
        input: await sharp({
          create: { width: 600, height: 400, channels: 3, background: "#f6ad55" },
        })
          .png()
          .toBuffer(),
        left: 300,
        top: 200,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Opens the studio's tab of a kind and the named document in it. */
async function openIn(
  page: Page,
  server: WorkspaceServer,
  kind: string,
  name: string,
): Promise<string> {
  await page.goto(`${server.baseURL}/admin/content?kind=${kind}`);
  await page.getByRole("link", { name, exact: true }).first().click();
  await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

describe("posts, case studies, menus and schedules in the studio", () => {
  let server: WorkspaceServer;

  beforeAll(async () => {
    server = await startWorkspaceServer("pglite");
    mkdirSync(SCREENS, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await server?.dispose();
  });

  test("a day as marketing: a new post with a photograph, a case study for tomorrow, a footer link renamed", async () => {
    const { page, close } = await signedIn("marketing", server);
    try {
      // The photograph.
      await page.goto(`${server.baseURL}/admin/media`);
      await page.getByLabel("Picture", { exact: true }).setInputFiles({
        name: "Migration workshop.jpg",
        mimeType: "image/jpeg",
        buffer: await photograph(),
      });
      await page
        .getByLabel("Alt text", { exact: true })
        .fill("Two engineers mapping servers on a whiteboard");
      await page.getByRole("button", { name: "Upload" }).click();
      await expect
        .poll(() => page.locator("main").textContent(), POLL)
        .toMatch(/Uploaded as “migration-workshop-[0-9a-f]{8}”/);
      const photo = /Uploaded as “(migration-workshop-[0-9a-f]{8})”/.exec(
        (await page.locator("main").textContent())!,
      )![1]!;

      // The post, its path made from its title.
      await page.goto(`${server.baseURL}/admin/content?kind=post`);
      await page
        .getByLabel("Title", { exact: true })
        .fill("Five questions before a cloud migration");
      await page.getByRole("button", { name: "Create post" }).click();
      await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}/);
      expect(await page.locator("#f-path").inputValue()).toBe(
        "/five-questions-before-a-cloud-migration",
      );
      await page
        .locator("#f-description")
        .fill(
          "Five questions we ask before moving a working system to the cloud, and what each answer changes in the plan.",
        );
      await page.locator("#f-authorName").fill("Ada Osei");
      await page.locator("#f-authorRole").fill("Principal Cloud Architect");
      await page.locator("#f-image").selectOption(photo);
      await page
        .locator("#f-lead")
        .fill("Most migrations that go wrong were decided in the first week.");
      await page.locator("#f-intro-0").fill(sentence("Why ask first"));
      await page.locator("#f-sections-0-heading").fill("What must never be down?");
      await page.locator("#f-sections-0-paragraphs-0").fill(sentence("Availability"));
      await page.locator("#f-conclusionHeading").fill("Before you book the movers");
      await page.locator("#f-conclusionParagraphs-0").fill(sentence("Conclusion"));
      await page.locator("#f-ctaHeading").fill("Planning a migration?");
      await page.locator("#f-ctaText").fill("Our cloud team runs a two-week readiness review.");
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(SCREENS, "post-editor-1280.png") });
      await publish(page, "First post from the studio");
      await expect
        .poll(() => publicHtml(server, "/five-questions-before-a-cloud-migration"), POLL)
        .toContain("Most migrations that go wrong");
      const blog = await publicHtml(server, "/blog");
      const firstCard = /href="(\/[^"]+)"[^>]*>Go to Full Blog/.exec(blog)?.[1];
      expect(firstCard).toBe("/five-questions-before-a-cloud-migration");
      expect(blog).toContain(`/media/library/`);
      expect(await publicHtml(server, "/sitemap.xml")).toContain(
        "/five-questions-before-a-cloud-migration</loc>",
      );

      // A case study, scheduled for tomorrow.
      await page.goto(`${server.baseURL}/admin/content?kind=caseStudy`);
      await page.getByLabel("Title", { exact: true }).fill("Claims triage for a regional insurer");
      await page.getByRole("button", { name: "Create case study" }).click();
      await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}/);
      await page.locator("#f-industry").fill("Insurance");
      await page.locator("#f-image").selectOption(photo);
      await page
        .locator("#f-summary")
        .fill(
          "A regional insurer read every claim by hand. We built a triage model that routes simple claims straight to payment.",
        );
      await page.locator("#f-outcome").fill("Simple claims are paid in a day instead of a week.");
      await save(page);
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect
        .poll(() => page.locator("#schedule-heading + p").textContent(), POLL)
        .toMatch(/^Scheduled for \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC by Mo Marketing\./);
      await page.goto(`${server.baseURL}/admin/content?kind=caseStudy`);
      expect(await page.locator("main").textContent()).toContain("Scheduled: ");

      // A footer link renamed.
      await openIn(page, server, "menus", "Header and footer menus");
      const career = page
        .locator('input[id^="f-footerQuickLinks-"][id$="-label"]')
        .filter({ hasText: "" });
      const labels = await career.evaluateAll((inputs) =>
        (inputs as HTMLInputElement[]).map((input) => input.value),
      );
      const index = labels.indexOf("Career");
      await page.locator(`#f-footerQuickLinks-${index}-label`).fill("Careers");
      await page.locator("#f-footerQuickLinks-0-label").scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENS, "menus-editor-1280.png") });
      await publish(page, "Careers, plural");
      await expect
        .poll(() => publicHtml(server, "/contact"), POLL)
        .toMatch(/href="\/JoinUs"[^>]*>Careers</);
    } finally {
      await close();
    }
  }, 300_000);

  test("a menu link to a page that does not exist is refused beside its field", async () => {
    const { page, close } = await signedIn("marketing", server);
    try {
      await openIn(page, server, "menus", "Header and footer menus");
      await page.locator("#f-industries-0-href").fill("/no-such-page");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect
        .poll(() => page.locator("#f-industries-0-href--error").textContent(), POLL)
        .toContain("No published page lives at /no-such-page: publish it first, or link elsewhere");
      expect(await page.locator("#f-industries-0-href").inputValue()).toBe("/no-such-page");
    } finally {
      await close();
    }
  }, 120_000);

  test("the new studio pages pass axe at 1280 and 375 px", async () => {
    const { page, close } = await signedIn("marketing", server);
    try {
      const post = await openIn(
        page,
        server,
        "post",
        "The Role of App Reviews and Ratings in Your Marketing Strategy",
      );
      const study = await openIn(
        page,
        server,
        "caseStudy",
        "Enhancing Digital Banking Experience for Global Customers",
      );
      const menus = await openIn(page, server, "menus", "Header and footer menus");
      await expectAccessibleAtWidths(
        page,
        server,
        [
          "/admin/content?kind=post",
          "/admin/content?kind=caseStudy",
          "/admin/content?kind=menus",
          `/admin/content/${post}`,
          `/admin/content/${study}`,
          `/admin/content/${menus}`,
        ],
        { desktop: viewports.desktop, mobile: viewports.mobile },
        {
          dir: SCREENS,
          at: "mobile",
          files: {
            [`/admin/content/${post}`]: ["post-editor-375.png", false],
            [`/admin/content/${menus}`]: ["menus-editor-375.png", false],
          },
        },
      );
    } finally {
      await close();
    }
  }, 240_000);
});
