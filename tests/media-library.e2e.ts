/**
 * The media library in a browser, against the production build and a server of its own: an
 * upload refused by its bytes with the alt text kept (with and without script), a photograph
 * uploaded, given a focal point, chosen as a page's hero and published (its files served under
 * their hash for a year), the in-use refusal of its deletion, and axe at 375 and 1280 px. Who
 * may use the library is src/app/admin/studio-rights.test.tsx's.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newPage, sharedBrowser, viewports } from "./support/browser";
import { expectAccessibleAtWidths, editorOf, publicHtml, publish } from "./support/studio";
import {
  sessionOf,
  signedInPage,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./support/workspace";

const browser = sharedBrowser();
const SCREENS = path.resolve(".tmp", "screens", "media");
const POLL = { timeout: 30_000, interval: 250 };
/** A page signed in as marketing (the session made once for the file). */
async function signedIn(role: "marketing", server: WorkspaceServer) {
  const { context, page } = await signedInPage(browser(), server.baseURL, role);
  return { page, close: () => context.close() };
}

/** A camera photograph: a JPEG with the maker, model and a GPS position in its EXIF. */
async function photograph(): Promise<Buffer> {
  const width = 2000;
  const height = 1300;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = 90;
      pixels[at + 2] = (y * 255) / height;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
    })
    .toBuffer();
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>',
);
const NOT_AN_IMAGE =
  "This file is not a JPEG, PNG, WebP or AVIF image. Please save it in one of those formats and upload it again.";

describe("media library", () => {
  let server: WorkspaceServer;

  beforeAll(async () => {
    server = await startWorkspaceServer("pglite");
    mkdirSync(SCREENS, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await server?.dispose();
  });

  test("a refused upload says why beside the file, and keeps the alt text (with and without script)", async () => {
    const { page, close } = await signedIn("marketing", server);
    try {
      await page.goto(`${server.baseURL}/admin/media`);
      await page
        .getByLabel("Picture", { exact: true })
        .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: SVG });
      await page.getByLabel("Alt text", { exact: true }).fill("Our logo in blue");
      await page.getByRole("button", { name: "Upload" }).click();
      await expect.poll(() => page.locator("main").textContent(), POLL).toContain(NOT_AN_IMAGE);
      expect(await page.getByLabel("Picture", { exact: true }).getAttribute("aria-invalid")).toBe(
        "true",
      );
      expect(await page.getByLabel("Alt text", { exact: true }).inputValue()).toBe(
        "Our logo in blue",
      );
      // A photograph with no alt text, not marked decorative.
      await page
        .getByLabel("Picture", { exact: true })
        .setInputFiles({ name: "team.jpg", mimeType: "image/jpeg", buffer: await photograph() });
      await page.getByLabel("Alt text", { exact: true }).fill("");
      await page.getByRole("button", { name: "Upload" }).click();
      await expect
        .poll(() => page.locator("main").textContent(), POLL)
        .toContain("Describe the picture for people who cannot see it, or mark it as decorative");
    } finally {
      await close();
    }
    // The same session in a browser without script: the form posts, the server sends it back.
    const storageState = await sessionOf(browser(), server.baseURL, "marketing");
    const { context, page: plain } = await newPage(browser(), viewports.desktop, {
      baseURL: server.baseURL,
      javaScriptEnabled: false,
      storageState,
    });
    try {
      await plain.goto(`${server.baseURL}/admin/media`);
      await plain
        .getByLabel("Picture", { exact: true })
        .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: SVG });
      await plain.getByLabel("Alt text", { exact: true }).fill("Our logo in blue");
      await plain.getByRole("button", { name: "Upload" }).click();
      await plain.waitForURL(/\/admin\/media\?/);
      expect(await plain.locator("main").textContent()).toContain(NOT_AN_IMAGE);
      expect(await plain.getByLabel("Alt text", { exact: true }).inputValue()).toBe(
        "Our logo in blue",
      );
    } finally {
      await context.close();
    }
  }, 120_000);

  test("a photograph uploaded, focused, chosen as a hero and published; in use, it cannot be deleted", async () => {
    const { page, close } = await signedIn("marketing", server);
    try {
      await page.goto(`${server.baseURL}/admin`);
      await page.getByRole("link", { name: "Media", exact: true }).first().click();
      await page.waitForURL(/\/admin\/media$/);
      await page.getByLabel("Picture", { exact: true }).setInputFiles({
        name: "Team at the whiteboard.jpg",
        mimeType: "image/jpeg",
        buffer: await photograph(),
      });
      await page
        .getByLabel("Alt text", { exact: true })
        .fill("Five colleagues planning a release at a whiteboard");
      await page.getByRole("button", { name: "Upload" }).click();
      await expect
        .poll(() => page.locator("main").textContent(), POLL)
        .toMatch(/Uploaded as “team-at-the-whiteboard-[0-9a-f]{8}”/);
      const id = /Uploaded as “(team-at-the-whiteboard-[0-9a-f]{8})”/.exec(
        (await page.locator("main").textContent())!,
      )![1]!;
      await page.screenshot({ path: path.join(SCREENS, "library-1280.png"), fullPage: true });

      await page.getByRole("link", { name: id }).click();
      await page.waitForURL(new RegExp(`/admin/media/${id}$`));
      await page.getByLabel("From the left").fill("30");
      await page.getByLabel("From the top").fill("40");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect
        .poll(() => page.locator("main [role=status]").allTextContents(), POLL)
        .toContain("Saved.");
      await page.screenshot({ path: path.join(SCREENS, "item-1280.png"), fullPage: true });

      // Chosen as the hero background of the About page, and published.
      await editorOf(page, server, "About Us");
      // The About hero has a video behind it; a photograph replaces it.
      await page.locator("#f-sections-0-background--kind").selectOption("image");
      await page.locator("#f-sections-0-background-image").selectOption(id);
      await publish(page, "A real photograph in the hero");
      await expect
        .poll(() => publicHtml(server, "/about"), POLL)
        .toMatch(/\/media\/library\/[0-9a-f]{32}\.webp/);
      const live = await publicHtml(server, "/about");
      const hash = /\/media\/library\/([0-9a-f]{32})\.webp/.exec(live)![1]!;
      expect(live).toContain(`/media/library/${hash}.828.webp 828w`);
      expect(live).toContain("object-position:30% 40%");
      const file = await fetch(`${server.baseURL}/media/library/${hash}.828.webp`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await file.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.width).toBe(828);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
      expect((await fetch(`${server.baseURL}/media/library/${hash}.829.webp`)).status).toBe(404);

      // In use: the delete is refused, naming the page.
      await page.goto(`${server.baseURL}/admin/media/${id}`);
      await page.getByRole("button", { name: `Delete ${id} from the library` }).click();
      await expect
        .poll(() => page.locator("main [role=alert]").allTextContents(), POLL)
        .toEqual([expect.stringContaining(`“${id}” is in use and cannot be deleted: Page /about`)]);
    } finally {
      await close();
    }
  }, 240_000);

  test("the library's pages pass axe at 1280 and 375 px", async () => {
    const { page, close } = await signedIn("marketing", server);
    try {
      await expectAccessibleAtWidths(
        page,
        server,
        ["/admin/media", "/admin/media/blog-cover-1", "/admin/media?q=nothing-matches-this"],
        { desktop: viewports.desktop, mobile: viewports.mobile },
        {
          dir: SCREENS,
          at: "mobile",
          files: {
            "/admin/media": ["library-375.png", false],
            "/admin/media/blog-cover-1": ["item-375.png", true],
          },
        },
      );
    } finally {
      await close();
    }
  }, 240_000);
});
