import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { baseURL, sharedBrowser, viewports, visit } from "./support/browser";
import { allPaths, routesCoveringEverySectionType } from "./support/site";

const browser = sharedBrowser();

/** Every request to another origin, and every console error, from the first request on. */
function watch(page: Page) {
  const foreign: string[] = [];
  const errors: string[] = [];
  const origin = new URL(baseURL()).origin;
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) {
      foreign.push(url);
    }
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { foreign, errors };
}

async function audit(path: string, viewport: { width: number; height: number }) {
  let watched: ReturnType<typeof watch> | undefined;
  let serious: string[] = [];
  await visit(
    browser(),
    path,
    async (page) => {
      serious = await seriousAxeViolations(page);
    },
    { viewport, status: null, beforeNavigation: (page) => void (watched = watch(page)) },
  );
  return { serious, foreign: watched!.foreign, errors: watched!.errors };
}

// Concurrent: each audit is a page of its own in the file's browser, so when this long file is
// the last one running it still keeps both cores busy (issue 49).
describe.concurrent("accessibility and third-party requests", () => {
  it.for(allPaths)(
    "%s at 1280 px: no serious or critical axe violation",
    async (path, { expect }) => {
      const { serious, foreign, errors } = await audit(path, viewports.desktop);
      expect(serious).toEqual([]);
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  // At 375 px: a route for every section type (their mobile layouts differ most), the forms
  // and the 404 page.
  const mobilePaths = [
    ...new Set([...routesCoveringEverySectionType(), "/contact", "/JoinUs", "/does-not-exist"]),
  ];
  it.for(mobilePaths)(
    "%s at 375 px: no serious or critical axe violation",
    async (path, { expect }) => {
      const { serious, foreign } = await audit(path, viewports.mobile);
      expect(serious).toEqual([]);
      expect(foreign).toEqual([]);
    },
  );
});
