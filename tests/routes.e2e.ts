import { describe, expect, it } from "vitest";
import { whyPath } from "@/config/site";
import { baseURL } from "./support/browser";
import { rawRequest } from "./support/raw-request";
import {
  SPEC_ROUTES,
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
  ...SPEC_ROUTES,
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
    // The organisation's structured data is the home page's alone (decision 0050).
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

describe("caching a publish can get through (decision 0050)", () => {
  it.each(["/", "/blog1", "/contact"])(
    "%s may be kept by a CDN for a minute, then served stale while it is fetched again",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const cacheControl = response.headers.get("cache-control") ?? "";
      expect(cacheControl).toMatch(/(^|,\s*)s-maxage=60(,|$)/);
      expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
      expect(cacheControl).not.toMatch(/max-age=31536000|immutable/);
    },
  );

  it("the scripts and styles a page loads are cached for a year under their hashed names", async () => {
    const html = await (await get("/")).text();
    // An inlined stylesheet's tag names all its sheets in one attribute, spaced.
    const assets = [...html.matchAll(/"(\/_next\/static\/[^"]+\.(?:js|css))"/g)].flatMap((m) =>
      m[1]!.split(/\s+/),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.slice(0, 5)) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("cache-control"), asset).toMatch(/max-age=31536000.*immutable/);
    }
  });

  it("gzip and 304 come from Next.js itself", async () => {
    // A page may be regenerated in the background between two requests (revalidate = 60),
    // with another ETag: the two answers are compared once they carry the same one.
    let plain: Response | undefined;
    let zipped: Response | undefined;
    for (let attempt = 0; attempt < 5; attempt++) {
      plain = await get("/blog1", { headers: { "accept-encoding": "identity" } });
      zipped = await get("/blog1", { headers: { "accept-encoding": "gzip" } });
      if (plain.headers.get("etag") === zipped.headers.get("etag")) break;
      await plain.arrayBuffer();
      await zipped.arrayBuffer();
    }
    const etag = plain!.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(zipped!.headers.get("etag")).toBe(etag);
    expect(zipped!.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped!.text()).toBe(await plain!.text()); // fetch decodes it
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request,
    // which Next.js rightly answers in full.
    // A regeneration in between would answer 200 with a new ETag; the next try uses it.
    let current = etag!;
    let notModified = await rawRequest(`${baseURL()}/blog1`, {
      headers: { "if-none-match": current },
    });
    for (let attempt = 0; attempt < 3 && notModified.status === 200; attempt++) {
      expect(notModified.headers.etag).not.toBe(current);
      current = String(notModified.headers.etag);
      notModified = await rawRequest(`${baseURL()}/blog1`, {
        headers: { "if-none-match": current },
      });
    }
    expect(notModified.status).toBe(304);
  });

  it("client navigations get the RSC payload, and other spellings their redirect", async () => {
    const flight = await fetch(`${baseURL()}/blog1`, { headers: { rsc: "1" } });
    expect(flight.headers.get("content-type")).toMatch(/^text\/x-component/);
    const other = await get("/BLOG1");
    expect(other.status).toBe(308);
    expect(other.headers.get("location")).toMatch(/\/blog1$/);
  });
});
