import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capabilityLinks, industryLinks, insightLinks, serviceLinks } from "@/content/navigation";
import { newPage, sharedBrowser, viewports, visit, waitForHydration } from "./support/browser";

const browser = sharedBrowser();

const withPage = (
  viewport: { width: number; height: number },
  run: (page: Page) => Promise<void>,
) => visit(browser(), "/about", run, { viewport });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuButton = (page: Page, name: string) => mainNav(page).getByRole("button", { name });
const expanded = (page: Page, name: string) => menuButton(page, name).getAttribute("aria-expanded");

describe("desktop navigation (1280 px)", () => {
  it("lists the dropdown items in the spec's order", () =>
    withPage(viewports.desktop, async (page) => {
      await menuButton(page, "CAPABILITIES").click();
      const capabilityPanel = page.locator(
        `#${await menuButton(page, "CAPABILITIES").getAttribute("aria-controls")}`.replace(
          /:/g,
          "\\:",
        ),
      );
      const groups = capabilityPanel.getByRole("list");
      expect(await groups.nth(0).getByRole("link").allInnerTexts()).toEqual(
        capabilityLinks.map((l) => l.label),
      );
      // The mega-menu catalogue: every service and insight is reachable from the header.
      const hrefs = await capabilityPanel
        .getByRole("link")
        .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
      for (const link of [...serviceLinks, ...insightLinks]) expect(hrefs).toContain(link.href);
      await menuButton(page, "INDUSTRIES").click();
      const industryPanel = page.locator(
        `#${await menuButton(page, "INDUSTRIES").getAttribute("aria-controls")}`.replace(
          /:/g,
          "\\:",
        ),
      );
      expect(await industryPanel.getByRole("link").allInnerTexts()).toEqual(
        industryLinks.map((l) => l.label),
      );
    }));

  it("opens on hover and closes when the mouse leaves", () =>
    withPage(viewports.desktop, async (page) => {
      expect(await expanded(page, "INDUSTRIES")).toBe("false");
      await menuButton(page, "INDUSTRIES").hover();
      expect(await expanded(page, "INDUSTRIES")).toBe("true");
      await page.mouse.move(640, 600);
      expect(await expanded(page, "INDUSTRIES")).toBe("false");
    }));

  it("answers the first hover even when the page hydrates slowly (CPU slowed 6×)", () =>
    visit(
      browser(),
      "/about",
      async (page) => {
        await menuButton(page, "INDUSTRIES").hover();
        expect(await expanded(page, "INDUSTRIES")).toBe("true");
      },
      {
        viewport: viewports.desktop,
        beforeNavigation: async (page) => {
          const cdp = await page.context().newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
        },
      },
    ));

  it("stays open while the mouse moves from the button into the panel", () =>
    withPage(viewports.desktop, async (page) => {
      await menuButton(page, "CAPABILITIES").hover();
      const box = (await menuButton(page, "CAPABILITIES").boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 60, { steps: 8 });
      expect(await expanded(page, "CAPABILITIES")).toBe("true");
    }));

  it("pins on click, stays open when the mouse leaves, and a second click unpins and closes", () =>
    withPage(viewports.desktop, async (page) => {
      await menuButton(page, "CAPABILITIES").click();
      expect(await expanded(page, "CAPABILITIES")).toBe("true");
      await page.mouse.move(640, 700);
      expect(await expanded(page, "CAPABILITIES")).toBe("true");
      await menuButton(page, "CAPABILITIES").click();
      expect(await expanded(page, "CAPABILITIES")).toBe("false");
    }));

  it("closes on an outside click", () =>
    withPage(viewports.desktop, async (page) => {
      await menuButton(page, "INDUSTRIES").click();
      await page.mouse.click(640, 700);
      expect(await expanded(page, "INDUSTRIES")).toBe("false");
    }));

  it("closes on scroll when focus is outside the dropdown", () =>
    withPage(viewports.desktop, async (page) => {
      await menuButton(page, "INDUSTRIES").click();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(640, 700);
      await page.mouse.wheel(0, 400);
      await page.waitForFunction(() => window.scrollY > 0);
      await expect.poll(() => expanded(page, "INDUSTRIES")).toBe("false");
    }));

  it("works with the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", () =>
    withPage(viewports.desktop, async (page) => {
      await menuButton(page, "INDUSTRIES").focus();
      await page.keyboard.press("Enter");
      expect(await expanded(page, "INDUSTRIES")).toBe("true");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        industryLinks[0]!.label,
      );
      await page.keyboard.press("Escape");
      expect(await expanded(page, "INDUSTRIES")).toBe("false");
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        "INDUSTRIES",
      );
    }));

  it("closes when keyboard focus leaves the dropdown", () =>
    withPage(viewports.desktop, async (page) => {
      await menuButton(page, "INDUSTRIES").focus();
      await page.keyboard.press("Enter");
      for (let i = 0; i <= industryLinks.length; i++) await page.keyboard.press("Tab");
      expect(await expanded(page, "INDUSTRIES")).toBe("false");
    }));

  it("follows a dropdown link to its page and closes", () =>
    withPage(viewports.desktop, async (page) => {
      await menuButton(page, "INDUSTRIES").click();
      await mainNav(page).getByRole("link", { name: "Oil & Gas" }).click();
      await page.waitForURL("**/OilGas");
      expect(await page.locator("h1").count()).toBe(1);
      expect(await expanded(page, "INDUSTRIES")).toBe("false");
    }));

  it("marks the page on view in the menu, and moves the mark with each navigation", () =>
    visit(browser(), "/OilGas", async (page) => {
      const marks = (href: string) =>
        page.$$eval(`header a[href="${href}"]`, (links) =>
          links.map((link) => link.getAttribute("aria-current")),
        );
      // A closed menu's links are not in the page: each is made when its panel opens.
      expect(await marks("/OilGas")).toEqual([]);
      await menuButton(page, "INDUSTRIES").click();
      expect(await marks("/OilGas")).toEqual(["page"]);
      expect(await marks("/BankingFin")).toEqual([null]);
      await mainNav(page).getByRole("link", { name: "Banking & Financial Services" }).click();
      await page.waitForURL("**/BankingFin");
      expect(await marks("/BankingFin")).toEqual([]);
      await menuButton(page, "INDUSTRIES").click();
      expect(await marks("/BankingFin")).toEqual(["page"]);
      expect(await marks("/OilGas")).toEqual([null]);
    }));
});

describe("mobile navigation (375 px)", () => {
  it("hides the desktop links and opens a menu whose sections toggle independently", () =>
    withPage(viewports.mobile, async (page) => {
      const open = page.getByRole("button", { name: "Open menu" });
      expect(await open.isVisible()).toBe(true);
      expect(
        await page.locator("header").getByRole("link", { name: "ABOUT", exact: true }).isVisible(),
      ).toBe(false);
      await open.click();
      const close = page.getByRole("button", { name: "Close menu" });
      expect(await close.getAttribute("aria-expanded")).toBe("true");
      const caps = page.getByRole("button", { name: "CAPABILITIES" });
      const inds = page.getByRole("button", { name: "INDUSTRIES" });
      await caps.click();
      await inds.click();
      expect(await caps.getAttribute("aria-expanded")).toBe("true");
      expect(await inds.getAttribute("aria-expanded")).toBe("true");
      await caps.click();
      expect(await caps.getAttribute("aria-expanded")).toBe("false");
      expect(await inds.getAttribute("aria-expanded")).toBe("true");
      await page.getByRole("link", { name: "Banking & Financial Services" }).click();
      await page.waitForURL("**/BankingFin");
      expect(
        await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
      ).toBe("false");
    }));

  it("marks the page on view in the drawer", () =>
    visit(
      browser(),
      "/OilGas",
      async (page) => {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("button", { name: "INDUSTRIES" }).click();
        const link = page.getByRole("link", { name: "Oil & Gas" });
        expect(await link.getAttribute("aria-current")).toBe("page");
        expect(
          await page
            .getByRole("link", { name: "Banking & Financial Services" })
            .getAttribute("aria-current"),
        ).toBeNull();
      },
      { viewport: viewports.mobile },
    ));

  it("closes with Escape and returns focus to the menu button", () =>
    withPage(viewports.mobile, async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.keyboard.press("Escape");
      const button = page.getByRole("button", { name: "Open menu" });
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    }));
});

// These tests only read the page (the header test scrolls it, which the others do not mind):
// one load of /about serves them all.
describe("the page's fixed parts (1280 px, one page load)", () => {
  let shared: { context: BrowserContext; page: Page } | undefined;
  beforeAll(async () => {
    shared = await newPage(browser(), viewports.desktop);
    const response = await shared.page.goto("/about");
    expect(response?.status()).toBe(200);
    await waitForHydration(shared.page);
  });
  afterAll(async () => {
    await shared?.context.close();
  });
  const reading = async (run: (page: Page) => Promise<void>) => run(shared!.page);

  it("is fixed at the top, with the logo linking home and the five entries in order", () =>
    reading(async (page) => {
      const header = page.locator("header").first();
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect((await header.boundingBox())?.y).toBe(0);
      expect(await header.getByRole("link", { name: /home page/ }).getAttribute("href")).toBe("/");
      const entries = await mainNav(page).locator(":scope > ul > li").allInnerTexts();
      expect(entries.map((t) => t.trim())).toEqual([
        "HOME",
        "CAPABILITIES",
        "INDUSTRIES",
        "ABOUT",
        "CONTACT US",
      ]);
    }));

  it("has the footer's parts, and Privacy Policy opens in a new tab with rel=noopener", () =>
    reading(async (page) => {
      const footer = page.locator("footer");
      expect(await footer.getByRole("link", { name: /home page/ }).getAttribute("href")).toBe("/");
      expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
      expect(await footer.getByRole("heading", { name: "OUR SERVICES" }).count()).toBe(1);
      expect(await footer.getByRole("heading", { name: "QUICK LINKS" }).count()).toBe(1);
      expect(await footer.getByRole("heading", { name: "NEWSLETTER" }).count()).toBe(1);
      expect(await footer.getByRole("textbox", { name: "Email address" }).count()).toBe(1);
      expect(await footer.innerText()).toContain("© 2025");
      const privacy = footer.getByRole("link", { name: /Privacy Policy/ });
      expect(await privacy.getAttribute("target")).toBe("_blank");
      expect(await privacy.getAttribute("rel")).toContain("noopener");
      const hrefs = await footer
        .getByRole("link")
        .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
      for (const href of [
        "/",
        "/IntelligentAt",
        "/DigitalSupp",
        "/CyberSec",
        "/SustainabilityService",
        "/CloudCons",
        "/about",
        "/contact",
        "/Blogs",
        "/JoinUs",
        "/PrivacyPolicy",
      ]) {
        expect(hrefs).toContain(href);
      }
    }));

  it("has a toast area on the page that Alt+T focuses", () =>
    reading(async (page) => {
      const region = page.getByRole("region", { name: /Notifications/ });
      expect(await region.count()).toBe(1);
      expect(await region.getAttribute("aria-label")).toContain("alt+T");
    }));
});
