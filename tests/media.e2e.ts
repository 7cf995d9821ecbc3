/**
 * Images are sized at build time (scripts/media-variants.mjs): every srcset names static width
 * variants, nothing goes through the on-demand optimizer, each image's `sizes` matches the
 * width its slot renders at, and the hero image is preloaded at the size the phone needs.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bundledMedia as media } from "@/content/media";
import widths from "@/components/ui/media-widths.json";
import { baseURL, sharedBrowser, visit } from "./support/browser";
import { pages } from "./support/site";

const browser = sharedBrowser();

/** The first page whose hero has an image background, and that image's file name. */
function heroImagePage(): { path: string; file: string } {
  for (const page of pages) {
    for (const section of page.sections) {
      if (section.type === "hero" && section.background && "image" in section.background) {
        const entry = media[section.background.image]!;
        return { path: page.path, file: entry.src.slice("/media/".length, -".webp".length) };
      }
    }
  }
  throw new Error("No page has a hero with an image background");
}

/** Every image the page shows, with the width its `sizes` names and the width it renders at. */
function imageSlots(page: Page) {
  return page.locator("img").evaluateAll((images) =>
    images.map((img) => {
      const el = img as HTMLImageElement;
      const sizes = el.getAttribute("sizes") ?? "";
      let named: number | null = null;
      for (const part of sizes.split(",")) {
        const match = /^(\(.*\))?\s*([\d.]+)(px|vw)$/.exec(part.trim());
        if (!match) continue;
        if (match[1] && !matchMedia(match[1]).matches) continue;
        const value = Number(match[2]);
        named = match[3] === "vw" ? (value * window.innerWidth) / 100 : value;
        break;
      }
      return {
        src: el.getAttribute("src"),
        srcset: el.getAttribute("srcset") ?? "",
        sizes,
        named,
        rendered: el.getBoundingClientRect().width,
      };
    }),
  );
}

describe("images sized at build time", () => {
  it("every srcset names the static variants, and every variant is served", async () => {
    const { path } = heroImagePage();
    await visit(browser(), path, async (page) => {
      const slots = await imageSlots(page);
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) {
        expect(slot.srcset, `${slot.src}`).toMatch(
          /\/media\/v\/[0-9a-f]+\/_w\/[^ ]+\.400\.webp 400w/,
        );
        expect(slot.srcset).not.toContain("/_next/image");
      }
    });
    const smaller = widths.filter((width) => width < Math.max(...widths));
    const missing: string[] = [];
    for (const entry of Object.values(media)) {
      const image = entry.kind === "video" ? entry.poster : entry.src;
      const base = image.slice("/media/".length, -".webp".length);
      for (const width of smaller) {
        const url = `${baseURL()}/media/_w/${base}.${width}.webp`;
        const response = await fetch(url, { method: "HEAD" });
        if (response.status !== 200) missing.push(`${url}: ${response.status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("a page's pictures are kept for a year under addresses versioned by their bytes (issue 48)", async () => {
    const { path } = heroImagePage();
    const html = await (await fetch(`${baseURL()}${path}`)).text();
    const addresses = [...new Set(html.match(/\/media\/[^\s"',]+\.webp/g) ?? [])];
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      expect(address).toMatch(/^\/media\/v\/[0-9a-f]{12}\//);
      const response = await fetch(`${baseURL()}${address}`);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("content-type"), address).toBe("image/webp");
      expect(response.headers.get("cache-control"), address).toBe(
        "public, max-age=31536000, immutable",
      );
    }
  });

  it("the on-demand optimizer is off", async () => {
    const response = await fetch(
      `${baseURL()}/_next/image?url=%2Fmedia%2Fco-home-hero.webp&w=640&q=75`,
    );
    expect(response.status).toBe(404);
  });

  it.each([
    ["a 375 px phone at DPR 3", { width: 375, height: 812 }, 3, 1280],
    ["Lighthouse's 412 px phone at DPR 1.75", { width: 412, height: 823 }, 1.75, 828],
    ["a 375 px phone at DPR 1.75", { width: 375, height: 812 }, 1.75, 828],
  ])(
    "the hero image is preloaded from the head for %s, at high priority, and fetched once",
    async (_, viewport, dpr, expected) => {
      const { path, file } = heroImagePage();
      const fetched: string[] = [];
      await visit(
        browser(),
        path,
        async (page) => {
          const preload = page.locator(`head link[rel="preload"][as="image"]`);
          expect(await preload.count()).toBe(1);
          expect(await preload.getAttribute("fetchpriority")).toBe("high");
          expect(await preload.getAttribute("imagesizes")).toBe("100vw");
          expect(await preload.getAttribute("imagesrcset")).toMatch(
            new RegExp(`/media/v/[0-9a-f]+/_w/${file}\\.828\\.webp 828w`),
          );
          const hero = page.locator("main section").first().locator("img");
          expect(await hero.getAttribute("fetchpriority")).toBe("high");
          expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
            new RegExp(`/media/v/[0-9a-f]+/_w/${file}\\.${expected}\\.webp$`),
          );
          // The preload and the <img> choose the same file: one request for the hero.
          const heroFiles = fetched.filter((url) => url.includes(`/${file}.`));
          expect(heroFiles).toHaveLength(1);
          expect(heroFiles[0]).toMatch(
            new RegExp(`^/media/v/[0-9a-f]+/_w/${file}\\.${expected}\\.webp$`),
          );
        },
        {
          viewport,
          deviceScaleFactor: dpr,
          beforeNavigation: (page) => {
            page.on("request", (request) => {
              if (request.resourceType() === "image") fetched.push(new URL(request.url()).pathname);
            });
          },
        },
      );
    },
  );
});
