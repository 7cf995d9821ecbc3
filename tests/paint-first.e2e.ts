/**
 * The prerendered pages paint first (decision 0043): the rules the page's elements use come
 * inline with the document, and the whole stylesheet, Next.js's scripts and the page's React
 * data are fetched only once the first screen, hero included, has been painted; the scripts
 * run once the whole sheet is in. The pages still hydrate, navigate in the app and look the
 * same without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { baseURL, sharedBrowser, viewports, visit } from "./support/browser";
import { firstPaintMark, recordFirstPaintMark } from "./support/first-paint-mark";

const browser = sharedBrowser();

type ScriptAdded = { __firstScriptAdded?: number };

describe("pages that paint first", () => {
  it.each([
    ["/", 200],
    ["/contact", 200],
    ["/blog1", 200],
    ["/no-such-page-paint-first", 404],
  ])("%s: the document alone draws the first frame", async (path, status) => {
    const response = await fetch(new URL(path, baseURL()));
    expect(response.status).toBe(status);
    const html = await response.text();
    // The page's rules are in the document; the link to the whole sheet is disabled (the
    // loader enables it after the paint), and a copy in <noscript> serves pages without script.
    const [style, href, rules] =
      /<style data-precedence="next" data-href="(\/_next\/static\/[^"]+\.css)">([^]*?)<\/style>/.exec(
        html,
      ) ?? [];
    expect(style).toBeDefined();
    const withoutNoscript = html.replace(/<noscript>[^]*?<\/noscript>/g, "");
    const stylesheetLinks = withoutNoscript.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(stylesheetLinks).toHaveLength(1);
    expect(stylesheetLinks[0]).toContain(`href="${href}"`);
    expect(stylesheetLinks[0]).toContain('disabled=""');
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${href}"/></noscript>`);
    const wholeSheet = await (await fetch(new URL(href!, baseURL()))).text();
    expect(rules!.length).toBeLessThan(wholeSheet.length * 0.7);
    // No script of Next.js's is fetched by the parser: one loader adds them after the paint.
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    expect(html.match(/<script data-after-first-paint="">/g)).toHaveLength(1);
    // The React data is a file of its own, fetched by that loader.
    expect(html).not.toContain("__next_f.push");
    const [flight] = /\/_next\/static\/flight\/[0-9a-f]{16}\.json/.exec(html) ?? [];
    expect(flight).toBeDefined();
    const data = await fetch(new URL(flight!, baseURL()));
    expect(data.headers.get("content-type")).toMatch(/^application\/json/);
    expect(data.headers.get("cache-control")).toContain("immutable");
    expect(((await data.json()) as unknown[])[0]).toEqual([0]);
  });

  it.each(["/", "/BankingFin", "/contact"])(
    "%s: scripts are asked for only once the first screen and its hero are painted",
    async (path) => {
      const cssRequests: string[] = [];
      await visit(
        browser(),
        path,
        async (page) => {
          // Hydrated: the menu button works.
          await page.getByRole("button", { name: "Open menu" }).click();
          await expect
            .poll(() =>
              page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
            )
            .toBe("true");
          const mark = await firstPaintMark(page);
          const timing = await page.evaluate(() => ({
            firstScriptAdded: (window as unknown as ScriptAdded).__firstScriptAdded,
            stylesheet: performance
              .getEntriesByType("resource")
              .find((entry) => entry.name.endsWith(".css")) as PerformanceResourceTiming,
            scripts: performance
              .getEntriesByType("resource")
              .filter((entry) => /\/_next\/static\/.+\.(js|json)$/.test(entry.name))
              .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
          }));
          expect(mark, "the first-paint mark was set").toBeDefined();
          expect(mark!.heroComplete.every(Boolean), "hero loaded before the mark").toBe(true);
          expect(timing.scripts.length).toBeGreaterThan(0);
          for (const script of timing.scripts) {
            expect(script.startTime, script.name).toBeGreaterThanOrEqual(mark!.time);
          }
          // The whole stylesheet: asked for once, after the paint, and in before any script ran.
          expect(cssRequests).toHaveLength(1);
          expect(timing.stylesheet, "the whole sheet was fetched").toBeDefined();
          expect(timing.stylesheet!.startTime).toBeGreaterThanOrEqual(mark!.time);
          expect(timing.firstScriptAdded).toBeGreaterThanOrEqual(timing.stylesheet!.responseEnd);
        },
        {
          viewport: viewports.mobile,
          beforeNavigation: async (page) => {
            page.on("request", (request) => {
              if (request.url().endsWith(".css")) cssRequests.push(request.url());
            });
            await recordFirstPaintMark(page);
            await page.addInitScript(() => {
              new MutationObserver((records, observer) => {
                // Scripts the loader adds, not the parser's (the polyfills, for old browsers).
                if (!document.documentElement.hasAttribute("data-first-paint")) return;
                const added = records.some((record) =>
                  Array.from(record.addedNodes).some(
                    (node) =>
                      node instanceof HTMLScriptElement &&
                      node.src.includes("/_next/static/") &&
                      !node.noModule,
                  ),
                );
                if (!added) return;
                observer.disconnect();
                (window as unknown as ScriptAdded).__firstScriptAdded = performance.now();
              }).observe(document, { subtree: true, childList: true });
            });
          },
        },
      );
    },
  );

  it("navigates in the app with the page still styled, without fetching the stylesheet again", async () => {
    const cssRequests: string[] = [];
    await visit(
      browser(),
      "/",
      async (page) => {
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-first-paint"));
        await page.evaluate(() => {
          (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
        });
        await page.locator('footer a[href="/contact"]').first().click();
        await page.waitForURL("**/contact");
        const state = await page.evaluate(() => ({
          sameDocument: (window as unknown as { __sameDocument?: boolean }).__sameDocument,
          // The site's styles still apply: the footer keeps its dark background.
          footer: getComputedStyle(document.querySelector("footer")!).backgroundColor,
          body: getComputedStyle(document.body).display,
        }));
        expect(state.sameDocument, "a client-side navigation").toBe(true);
        expect(state.body).toBe("flex");
        expect(state.footer).not.toBe("rgba(0, 0, 0, 0)");
        expect(cssRequests).toHaveLength(1); // the whole sheet, after the first paint
      },
      {
        viewport: viewports.desktop,
        beforeNavigation: (page) => {
          page.on("request", (request) => {
            if (request.url().endsWith(".css")) cssRequests.push(request.url());
          });
        },
      },
    );
  });

  it("without JavaScript the page gets the whole stylesheet from its <noscript> link", async () => {
    await visit(
      browser(),
      "/contact",
      async (page) => {
        const styles = await page.evaluate(() => ({
          body: getComputedStyle(document.body).display,
          footer: getComputedStyle(document.querySelector("footer")!).backgroundColor,
          wholeSheetRules: Array.from(document.styleSheets)
            .filter((sheet) => sheet.href?.endsWith(".css"))
            .map((sheet) => sheet.cssRules.length),
          scripts: performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.endsWith(".js")).length,
        }));
        expect(styles.body).toBe("flex");
        expect(styles.footer).not.toBe("rgba(0, 0, 0, 0)");
        expect(styles.scripts).toBe(0);
        expect(styles.wholeSheetRules).toHaveLength(1);
        expect(styles.wholeSheetRules[0]).toBeGreaterThan(50);
      },
      { viewport: viewports.mobile, javaScriptEnabled: false, waitUntil: "load" },
    );
  });

  it.each([
    ["/", 200],
    ["/CloudInfrastructure", 200],
    ["/BankingFin", 200],
    ["/blog1", 200],
    ["/JoinUs", 200],
    ["/contact", 200],
    ["/no-such-page-own-rules", 404],
  ])(
    "%s: the page's own rules style every element as the whole sheet does",
    async (path, status) => {
      for (const viewport of [viewports.mobile, viewports.desktop]) {
        let releaseSheet = () => {};
        await visit(
          browser(),
          path,
          async (page) => {
            await page.waitForFunction(() =>
              document.documentElement.hasAttribute("data-first-paint"),
            );
            // The whole sheet is held back, so no script has run: the page is as sent. Its
            // rules are added in the page's own task, between two readings of every element's
            // computed style (pseudo-elements too).
            const changed = await page.evaluate(async () => {
              const href = document.querySelector("style[data-href]")!.getAttribute("data-href")!;
              const wholeSheet = await (await fetch(href)).text();
              const elements = Array.from(document.querySelectorAll("*"));
              const read = () =>
                elements.map((element) =>
                  [null, "::before", "::after"].map((pseudo) => {
                    const style = getComputedStyle(element, pseudo);
                    // A pseudo-element without content is not drawn: its content alone is read.
                    if (pseudo && ["none", "normal"].includes(style.content)) {
                      return [`content:${style.content}`];
                    }
                    return Array.from(style, (name) => `${name}:${style.getPropertyValue(name)}`);
                  }),
                );
              // Compared by name. The page's rules leave out the custom properties no rule of
              // the page uses, and the whole sheet declares them all: one that appears only
              // then changes nothing drawn (a property that used it would differ, and is
              // compared).
              const byName = (declarations: string[]) =>
                new Map(
                  declarations.map((declaration) => {
                    const colon = declaration.indexOf(":");
                    return [declaration.slice(0, colon), declaration.slice(colon + 1)] as const;
                  }),
                );
              const describe = (element: Element) =>
                `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
              const before = read();
              const style = document.createElement("style");
              style.textContent = wholeSheet;
              document.head.append(style);
              const after = read();
              const differences: string[] = [];
              before.forEach((pseudos, index) =>
                pseudos.forEach((declarations, pseudo) => {
                  const at = `${describe(elements[index]!)} ${pseudo}`;
                  const earlier = byName(declarations);
                  const later = byName(after[index]![pseudo]!);
                  if (earlier.size === 1 && later.size > 1) {
                    differences.push(`${at} drawn only after`);
                    return;
                  }
                  // Custom properties are compared without the space around them: the page's
                  // rules leave Tailwind's untyped ones unregistered, and Chromium keeps the
                  // space an empty var() left at the start of such a value, where a registered
                  // one's is trimmed. The properties that read them see the same tokens.
                  const same = (name: string, one: string | undefined, other: string) =>
                    name.startsWith("--") ? one?.trim() === other.trim() : one === other;
                  for (const [name, value] of later) {
                    if (!earlier.has(name)) {
                      if (!name.startsWith("--")) differences.push(`${at} ${name} only after`);
                    } else if (!same(name, earlier.get(name), value)) {
                      differences.push(`${at} ${name}:${earlier.get(name)} -> ${value}`);
                    }
                  }
                  for (const name of earlier.keys()) {
                    if (!later.has(name)) differences.push(`${at} ${name} only before`);
                  }
                }),
              );
              return [...new Set(differences)].slice(0, 30);
            });
            releaseSheet(); // a route still held would keep the context from closing
            expect(changed, `${viewport.width} px`).toEqual([]);
          },
          {
            viewport,
            status,
            reducedMotion: "reduce",
            hydrated: false,
            waitUntil: "domcontentloaded",
            beforeNavigation: async (page) => {
              await page.route(
                (url) => url.pathname.endsWith(".css"),
                (route) =>
                  route.request().resourceType() === "stylesheet"
                    ? new Promise<void>((resolve) => (releaseSheet = resolve)).then(() =>
                        route.abort(),
                      )
                    : route.continue(),
              );
            },
          },
        );
      }
    },
  );
});
