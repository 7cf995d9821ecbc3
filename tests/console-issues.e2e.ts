/**
 * Pages load without a DevTools "issue" (CSP violations, form fields without names or labels,
 * deprecated APIs, cookies...) and without console errors: Lighthouse's best-practices counts
 * both. The 404 page's one console error is its own status, which Chromium always logs.
 */
import { describe, expect, it } from "vitest";
import type { CDPSession } from "playwright-core";
import { sharedBrowser, visit, wakeForms } from "./support/browser";

const browser = sharedBrowser();

const NOT_FOUND = "/no-such-page-console-issues";
const PATHS = ["/", "/contact", "/JoinUs", "/BankingFin", "/CloudInfrastructure", "/blog1"];
const SENTINEL = "console-issues-sentinel";

/**
 * Chromium checks a page's forms for issues on a timer some time after they change, and each
 * check covers every form of the page: a form that has just hydrated may not be reported yet.
 * A form with a nameless field added after everything else is reported by such a check; once
 * its issue has arrived, the page's own forms have been checked as they are now. Answers the
 * sentinel field's node, whose issue is not the page's.
 */
async function awaitFormCheck(cdp: CDPSession, issued: () => number[]): Promise<number> {
  const { result } = await cdp.send("Runtime.evaluate", {
    expression: `(() => {
      const form = document.createElement("form");
      form.id = "${SENTINEL}";
      form.append(document.createElement("input"));
      document.body.append(form);
      return form.firstElementChild;
    })()`,
  });
  const { node } = await cdp.send("DOM.describeNode", { objectId: result.objectId! });
  await expect.poll(() => issued().includes(node.backendNodeId)).toBe(true);
  return node.backendNodeId;
}

describe("console issues", () => {
  it.each([...PATHS, NOT_FOUND])("%s: no DevTools issue, no console error", async (path) => {
    const issues: { text: string; node?: number }[] = [];
    const errors: string[] = [];
    let cdp!: CDPSession;
    let sentinel = 0;
    await visit(
      browser(),
      path,
      async (page) => {
        // Forms load their code once in view: each is brought in and has hydrated.
        await wakeForms(page);
        sentinel = await awaitFormCheck(cdp, () => issues.flatMap(({ node }) => node ?? []));
      },
      {
        status: path === NOT_FOUND ? 404 : 200,
        beforeNavigation: async (page) => {
          cdp = await page.context().newCDPSession(page);
          cdp.on("Audits.issueAdded", ({ issue }) =>
            issues.push({
              text: `${issue.code}: ${JSON.stringify(issue.details).slice(0, 300)}`,
              node: issue.details.genericIssueDetails?.violatingNodeId,
            }),
          );
          await cdp.send("Audits.enable");
          page.on("console", (message) => {
            if (message.type() !== "error") return;
            const ownStatus =
              path === NOT_FOUND &&
              message.text().includes("status of 404") &&
              message.location().url.endsWith(path);
            if (!ownStatus) errors.push(message.text());
          });
        },
      },
    );
    expect(issues.filter(({ node }) => node !== sentinel).map(({ text }) => text)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
