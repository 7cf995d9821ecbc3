import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sectionHasIslands } from "./section-islands";

/**
 * A section type marked without islands loads as the server drew it, never hydrated
 * (decision 0041), so a client component inside it would be dead on the page. This reads what
 * each section's module imports, file by file, the way the bundler follows it, and checks the
 * mark against what it finds.
 */
const SRC = path.resolve(__dirname, "../..");

/**
 * Client modules that only draw markup (no state, effects or handlers): left unhydrated, they
 * lose nothing. The priority image is a client module only for where React puts its preload.
 */
const INERT_CLIENT_MODULES = new Set(["components/ui/priority-image.tsx"]);

/** Packages that draw something interactive in the browser: they count as islands. */
const CLIENT_PACKAGES =
  /^(next\/(link|image|dynamic|navigation|script|form)|embla-carousel|sonner)/;

function resolveModule(specifier: string, from: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (existsSync(candidate) && !candidate.endsWith("/")) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // A folder: try the next candidate.
      }
    }
  }
  throw new Error(`${from} imports ${specifier}, which does not resolve`);
}

/** The modules a file loads at run time: type-only imports and exports are left out. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statements =
    /^\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|require\(\s*["']([^"']+)["']\s*\)/gm;
  for (const match of source.matchAll(statements)) {
    if (match[2]) continue;
    found.push((match[3] ?? match[4] ?? match[5])!);
  }
  return found;
}

/** The client components and client packages a module reaches, as paths from src. */
function islandsReachedFrom(entry: string): string[] {
  const islands = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    if (/^\s*["']use client["']/.test(source)) {
      if (!INERT_CLIENT_MODULES.has(path.relative(SRC, file)))
        islands.add(path.relative(SRC, file));
      continue;
    }
    for (const specifier of runtimeImports(source)) {
      if (CLIENT_PACKAGES.test(specifier)) {
        islands.add(specifier);
        continue;
      }
      const resolved = resolveModule(specifier, file);
      if (resolved) queue.push(resolved);
    }
  }
  return [...islands].sort();
}

function sectionModule(type: string): string {
  const folder = type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return path.join(SRC, "components/sections", folder, `${folder}-section.tsx`);
}

describe("sectionHasIslands", () => {
  it.each(Object.entries(sectionHasIslands))(
    "%s is marked %s, as its imports show",
    (type, marked) => {
      const islands = islandsReachedFrom(sectionModule(type));
      if (marked) expect(islands, `${type} reaches no client component`).not.toEqual([]);
      else expect(islands, `${type} reaches client components`).toEqual([]);
    },
  );

  it.each([...INERT_CLIENT_MODULES])("%s is inert: no hooks, no handlers", (file) => {
    const source = readFileSync(path.join(SRC, file), "utf8");
    expect(source).not.toMatch(/\buse[A-Z]\w*\(|\bon[A-Z]\w*[=:]/);
  });

  it("finds a client component reached through an alias, a relative path and a package", () => {
    // The carousel sections reach Embla through the islands module (a client module).
    expect(islandsReachedFrom(sectionModule("industryCarousel"))).toContain(
      "components/islands.tsx",
    );
    expect(runtimeImports('import type { A } from "./a";\nimport { b } from "./b";')).toEqual([
      "./b",
    ]);
    expect(runtimeImports('export { c } from "@/c";\nconst d = import("./d");')).toEqual([
      "@/c",
      "./d",
    ]);
  });
});
