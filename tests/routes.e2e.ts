import { describe, expect, it } from "vitest";
import { whyPath } from "@/config/site";
import { baseURL } from "./support/browser";
import {
  allPaths,
  canonicalPaths,
  countMatches,
  internalLinks,
  pages,
  titleOf,
} from "./support/site";

const get = (path: string, init?: RequestInit) =>
  fetch(`${baseURL()}${path}`, { redirect: "manual", ...init });

/** Every route of the spec's route table and the 21 "other links seen". */
const SPEC_PATHS = [
  "/",
  "/JoinUs",
  "/about",
  "/contact",
  "/services",
  "/blog",
  "/Blogs",
  "/blog1",
  "/blog2",
  "/blog3",
  "/blog4",
  "/blog5",
  "/capabilities",
  "/CloudInfrastructure",
  "/EngeneeringService",
  "/NetworkServices",
  "/BussinessProcess",
  "/SustainabilityService",
  "/Industries",
  "/BankingFin",
  "/Communication",
  "/EnergyHealth",
  "/LifeService",
  "/Hitech",
  "/Insurance",
  "/Manufacturing",
  "/MediaEnter",
  "/OilGas",
  "/Privateeql",
  "/Professionalserv",
  "/RetailCons",
  "/TravelTransport",
  "/insightsPage",
  "/CareerPage",
  whyPath,
  "/DiversityAndInclusion",
  "/PrivacyPolicy",
  "/IntelligentAt",
  "/DigitalSupp",
  "/CyberSec",
  "/CloudCons",
  "/PerformanceEng",
  "/TestingSer",
  "/Adms",
  "/Salesforce",
  "/Pega",
  "/Sap",
  "/Oracle",
  "/BusinessExc",
  "/Metaverse",
  "/Blockchain",
  "/ArtificialIntelligence",
  "/DataAnalytics",
  "/Casestud",
  "/Views",
  "/Analystinsight",
  "/News",
  "/Events",
  // Menu entries the spec left without a target now have pages.
  "/StrategyConsulting",
  "/ProductsPlatforms",
];

describe("routes", () => {
  it("the registry holds every path of the spec and nothing unexpected", () => {
    expect([...allPaths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it.each(SPEC_PATHS)("%s answers 200 with one <h1> and a title", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(countMatches(html, /<h1[\s>]/g)).toBe(1);
    expect(titleOf(html)).toBeTruthy();
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    // The organisation's structured data is the home page's alone (decision 0046).
    expect(html.includes('{"@context":"https://schema.org","@type":"Organization"')).toBe(
      path === "/",
    );
  });

  it("every canonical page has a distinct title", async () => {
    const titles = await Promise.all(
      canonicalPaths.map(async (path) => titleOf(await (await get(path)).text())),
    );
    const seen = new Map<string, string[]>();
    canonicalPaths.forEach((path, i) => {
      const title = titles[i];
      expect(title, `${path} has a title`).toBeTruthy();
      seen.set(title!, [...(seen.get(title!) ?? []), path]);
    });
    const shared = [...seen].filter(([, paths]) => paths.length > 1);
    expect(shared, "titles used by more than one page").toEqual([]);
    expect(seen.size).toBe(canonicalPaths.length);
  });

  it("/Blogs is /blog, with /blog as its canonical URL", async () => {
    const [blog, blogs] = await Promise.all([
      get("/blog").then((r) => r.text()),
      get("/Blogs").then((r) => r.text()),
    ]);
    expect(titleOf(blogs)).toBe(titleOf(blog));
    expect(blogs).toMatch(/<link rel="canonical" href="[^"]*\/blog"/);
  });

  it("every page has a distinct meta description", () => {
    const descriptions = pages.filter((p) => !p.canonicalPath).map((p) => p.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(["/does-not-exist", "/blog6", "/about/team", "/JoinUs/extra"])(
    "unknown path %s answers 404 with a page that links home, to services and to contact",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(countMatches(html, /<h1[\s>]/g)).toBe(1);
      const links = internalLinks(html);
      expect(links).toEqual(expect.arrayContaining(["/", "/services", "/contact"]));
    },
  );

  it.each([
    ["/joinus", "/JoinUs"],
    ["/ABOUT", "/about"],
    ["/oilgas", "/OilGas"],
    ["/BLOG1", "/blog1"],
    [`/${whyPath.slice(1).toUpperCase()}`, whyPath],
  ])("%s redirects permanently to %s", async (from, to) => {
    const response = await get(`${from}?utm_source=test`);
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get("location")!, baseURL());
    expect(location.pathname).toBe(to);
    expect(location.search).toBe("?utm_source=test");
  });

  it("serves sitemap.xml with every canonical page, and robots.txt pointing at it", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    for (const path of canonicalPaths) {
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path === "/" ? "/" : path}</loc>`));
    }
    expect(sitemap).not.toMatch(/<loc>[^<]*\/Blogs<\/loc>/);
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });

  it.each(["/favicon.ico", "/icon.svg", "/apple-icon.png", "/opengraph-image.png"])(
    "serves %s",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
    },
  );
});

describe("security headers", () => {
  it.each(["/", "/contact", "/does-not-exist", "/robots.txt"])("are sent on %s", async (path) => {
    const response = await get(path);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS when the request arrived over HTTPS", async () => {
    const response = await get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

describe("internal links", () => {
  it("no page links to a path that does not answer 200", async () => {
    const targets = new Map<string, string>();
    for (const path of allPaths) {
      const html = await (await get(path)).text();
      for (const link of internalLinks(html)) if (!targets.has(link)) targets.set(link, path);
    }
    const broken: string[] = [];
    for (const [link, from] of targets) {
      const status = (await get(link)).status;
      if (status !== 200) broken.push(`${link} (${status}) linked from ${from}`);
    }
    expect(broken).toEqual([]);
    expect(targets.size).toBeGreaterThan(50);
  });
});

describe("prerendered pages from memory (scripts/page-cache.mjs)", () => {
  // Next.js's own x-nextjs-* headers are not kept (decision 0046): they tell a browser nothing.
  const comparable = (response: Response) =>
    [...response.headers]
      .filter(([name]) => name !== "date" && !name.startsWith("x-nextjs-"))
      .sort();

  it.each(["/", "/blog1", "/contact"])(
    "%s: later requests get Next.js's own answer, gzip, Brotli and 304 included",
    async (path) => {
      // A query string always goes to Next.js: its answer is the reference.
      const reference = await get(`${path}?via=next`, {
        headers: { "accept-encoding": "identity" },
      });
      const html = await reference.text();
      expect(reference.status).toBe(200);
      for (let round = 0; round < 3; round += 1) {
        const response = await get(path, { headers: { "accept-encoding": "identity" } });
        expect(response.status).toBe(200);
        expect(comparable(response)).toEqual(comparable(reference));
        expect(await response.text()).toBe(html);
        await new Promise((r) => setTimeout(r, 100)); // the cache fills after the first miss
      }
      const zipped = await get(path, { headers: { "accept-encoding": "gzip" } });
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(await zipped.text()).toBe(html); // fetch decodes it
      // The Brotli copy is made in the background once the page is kept (~0.3 s of CPU).
      let brotli = await get(path, { headers: { "accept-encoding": "br, gzip" } });
      for (let i = 0; i < 50 && brotli.headers.get("content-encoding") !== "br"; i += 1) {
        await brotli.arrayBuffer();
        await new Promise((r) => setTimeout(r, 200));
        brotli = await get(path, { headers: { "accept-encoding": "br, gzip" } });
      }
      expect(brotli.headers.get("content-encoding")).toBe("br");
      expect(await brotli.text()).toBe(html);
      // Only the kept answer is Brotli: it carries none of Next.js's own headers.
      expect(reference.headers.get("x-nextjs-prerender")).not.toBeNull();
      expect([...brotli.headers.keys()].filter((name) => name.startsWith("x-nextjs-"))).toEqual([]);
      const etag = reference.headers.get("etag")!;
      const notModified = await get(path, { headers: { "if-none-match": etag } });
      expect(notModified.status).toBe(304);
    },
  );

  it("client navigations still get the RSC payload, and other spellings their redirect", async () => {
    await get("/blog1");
    await get("/blog1");
    const flight = await fetch(`${baseURL()}/blog1`, { headers: { rsc: "1" } });
    expect(flight.headers.get("content-type")).toMatch(/^text\/x-component/);
    const other = await get("/BLOG1");
    expect(other.status).toBe(308);
    expect(other.headers.get("location")).toMatch(/\/blog1$/);
  });
});
