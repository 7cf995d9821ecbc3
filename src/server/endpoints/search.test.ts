/**
 * GET /api/search, the search box's endpoint (issue 39), through the route module Next.js
 * serves: never cached, kept out of search engines, and past RATE_LIMIT_SEARCH a 429 with
 * Retry-After, while a query that cannot be searched costs nothing.
 */
import { expect, it } from "vitest";
import { GET as searchGet } from "@/app/api/search/route";
import { availableBackends, clientRequest, describeBackends } from "@tests/support/server/harness";
import { dropSiteCaches } from "../content/site-caches";
import { migrateContent } from "../content/content-migrations";
import { rebuildSearchIndex } from "../search/index-writer";

const backends = await availableBackends();

const search = (query: string) =>
  searchGet(clientRequest(`/api/search?q=${encodeURIComponent(query)}&page=1`));

describeBackends("GET /api/search", backends, (suite) => {
  it("answers the results in JSON, never cached and noindex", async () => {
    dropSiteCaches();
    await migrateContent(suite.db);
    await rebuildSearchIndex(suite.db);
    const response = await search("cloud");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const answer = (await response.json()) as { kind: string; total: number };
    expect(answer.kind).toBe("results");
    expect(answer.total).toBeGreaterThan(0);
  });

  // The limit is counted before the index is read: an empty index answers 200 too.
  it("answers past RATE_LIMIT_SEARCH with 429, Retry-After and a wait; a query with no words still gets its message", async () => {
    suite.configure({
      rateLimits: {
        ...suite.context.settings.rateLimits,
        search: { limit: 3, windowSeconds: 600 },
      },
    });
    for (let index = 0; index < 3; index += 1) expect((await search("cloud")).status).toBe(200);
    const refused = await search("cloud");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const answer = (await refused.json()) as { kind: string; query: string; seconds: number };
    expect(answer).toMatchObject({ kind: "limited", query: "cloud" });
    expect(answer.seconds).toBe(Number(refused.headers.get("retry-after")));
    const noWords = await search("?");
    expect(noWords.status).toBe(200);
    expect(await noWords.json()).toMatchObject({ kind: "problem", problem: "noWords" });
  });
});
