// next.config's routing rules as the build wrote them down (`routes-manifest.json`), for the
// parts of scripts/serve.mjs that answer before Next.js does (page-cache.mjs, direct-routes.mjs).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The header rules, redirects and rewrites (every phase in one list), each with its regex. */
export function routingRules(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, "routes-manifest.json"), "utf8"));
  const { rewrites = [] } = manifest;
  return {
    headers: manifest.headers ?? [],
    redirects: manifest.redirects ?? [],
    rewrites: Array.isArray(rewrites) ? rewrites : Object.values(rewrites).flat(),
  };
}
