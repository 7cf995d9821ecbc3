/**
 * Client JS of every public page as the test server answers it (scripts/js-size.mjs: the
 * scripts a page's HTML makes the browser fetch at load, fetched from the same server, gzip
 * bytes), against a bare Next.js page of the same version built beside it. Pages are rendered
 * on request (they live in the database), so their HTML is asked of the server, never read
 * from the build folder.
 *
 * Issue 12's budget: at most 10 kB over the bare page, 20 kB where a page shows carousels,
 * tabs, pagers, the slideshow or counters. zod and Sonner, the heaviest code the forms need,
 * stay out of every page's initial scripts. Code a page fetches later (a form's script when
 * it nears the view or is touched, zod and Sonner when it is used) is not in the HTML, so it
 * is not counted.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { whyPath } from "@/config/site";
import type { SectionType } from "@/content/schema";
import { BARE_DIST_DIR, ensureBareBuild } from "../scripts/bare-page.mjs";
import {
  pageClientJs,
  routeClientJs,
  serverScripts,
  type PageClientJs,
  type ScriptReader,
} from "../scripts/js-size.mjs";
import { baseURL } from "./support/browser";
import { allPaths, pages } from "./support/site";

const KB = 1000;
/** An unknown path: the server answers it with the 404 page. */
const UNKNOWN_PATH = "/no-such-page-js-budget";
/** Sections whose pages may carry the larger allowance (the list). */
const INTERACTIVE: readonly SectionType[] = [
  "caseStudyCarousel",
  "industryCarousel",
  "caseStudyShowcase",
  "exploreMore",
  "slideshow",
  "cardPager",
  "statsBand",
];

/** The page's allowance, found by the path a visitor uses (pages with their settings filled). */
function allowanceBytes(route: string): number {
  const page = pages.find((candidate) => candidate.path === route);
  const interactive = page?.sections.some((section) => INTERACTIVE.includes(section.type));
  return (interactive ? 20 : 10) * KB;
}

const routes = [...allPaths, UNKNOWN_PATH];

let bareBytes = 0;
let readScript: ScriptReader;
/** Each page fetched and measured once, for both checks. */
const measured = new Map<string, Promise<PageClientJs>>();

function measure(route: string): Promise<PageClientJs> {
  let result = measured.get(route);
  if (!result) {
    result = pageClientJs(baseURL(), route, readScript);
    measured.set(route, result);
  }
  return result;
}

beforeAll(() => {
  readScript = serverScripts(baseURL());
  // About a minute the first time on a busy machine; reused while Next.js and it are unchanged.
  ensureBareBuild();
  bareBytes = routeClientJs(BARE_DIST_DIR, "/").gzipBytes;
}, 300_000);

describe("client JS budget of every public page", () => {
  it("measures every page of the site at the path visitors use (and the 404 page)", () => {
    expect(routes).toEqual(
      expect.arrayContaining(["/", "/contact", "/JoinUs", whyPath, UNKNOWN_PATH]),
    );
    expect(routes.filter((route) => /[{}]/.test(route))).toEqual([]);
  });

  it.each(routes)("%s stays within the bare page's JS plus its allowance", async (route) => {
    const page = await measure(route);
    expect(page.status, `${route} answers with its page`).toBe(route === UNKNOWN_PATH ? 404 : 200);
    expect(page.files.length, `${route} loads scripts`).toBeGreaterThan(0);
    const over = page.gzipBytes - bareBytes;
    const files = page.files.map((file) => `${file.path} ${file.gzipBytes} B`).join(", ");
    expect(over, `${route}: ${over} B over the bare page (${files})`).toBeLessThanOrEqual(
      allowanceBytes(route),
    );
  });

  it.each(routes)("%s loads neither zod nor Sonner with the page", async (route) => {
    const decoder = new TextDecoder();
    for (const file of (await measure(route)).files) {
      const code = decoder.decode(await readScript(file.path));
      // Markers of each library's code that no other module carries.
      expect(code, file.path).not.toContain("ZodError");
      expect(code, file.path).not.toContain("data-sonner-toaster");
    }
  });
});
