/**
 * A kind of content is one module: the registry lists every kind, and code outside the kinds'
 * modules does not branch on a kind's name (the scan below is the brief's `git grep`, over the
 * files themselves so it runs without git).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS } from "../documents";
import { caseStudy } from "./case-study";
import { contentKinds, type SiteKinds } from "./index";
import { page } from "./page";
import { post } from "./post";
import { menus } from "./menus";

const SRC = path.resolve(__dirname, "../..");
const KIND_MODULES = [path.join(SRC, "content/kinds"), path.join(SRC, "server/content/kinds")];
const BRANCH_ON_KIND =
  /(\bkind\b|Kind|\.kind)\)? ?[!=]==? ?"(page|post|caseStudy|menus|position)"|case "(page|post|caseStudy|menus|position)":/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return KIND_MODULES.includes(full) ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

describe("content kinds", () => {
  it("has a module for every kind, under its own name, in the studio's tab order", () => {
    expect(Object.keys(contentKinds)).toEqual([...DOCUMENT_KINDS]);
    for (const [name, kind] of Object.entries(contentKinds)) expect(kind.name).toBe(name);
  });

  it("leaves at most 5 branches on a kind's name outside the kinds' modules", () => {
    const branches = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          BRANCH_ON_KIND.test(line)
            ? [`${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(branches.length, branches.join("\n")).toBeLessThanOrEqual(5);
  });

  it("refuses, at compile time, a registry that forgets a kind", () => {
    // @ts-expect-error: the position's module is missing.
    const incomplete: SiteKinds = { page, post, caseStudy, menus };
    expect(Object.keys(incomplete)).toHaveLength(4);
  });
});
