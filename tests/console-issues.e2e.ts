/**
 * Pages load without a DevTools "issue" (CSP violations, form fields without names or labels,
 * deprecated APIs, cookies...) and without console errors: Lighthouse's best-practices counts
 * both. The 404 page's one console error is its own status, which Chromium always logs.
 */
import { describe, expect, it } from "vitest";
import { sharedBrowser, visit } from "./support/browser";

const browser = sharedBrowser();

const NOT_FOUND = "/no-such-page-console-issues";
const PATHS = ["/", "/contact", "/JoinUs", "/BankingFin", "/CloudInfrastructure", "/blog1"];

describe("console issues", () => {
  it.each([...PATHS, NOT_FOUND])("%s: no DevTools issue, no console error", async (path) => {
    const issues: string[] = [];
    const errors: string[] = [];
    await visit(
      browser(),
      path,
      async (page) => {
        // Forms load their code once in view: bring the footer's newsletter form in.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(1000);
      },
      {
        status: path === NOT_FOUND ? 404 : 200,
        beforeNavigation: async (page) => {
          const cdp = await page.context().newCDPSession(page);
          cdp.on("Audits.issueAdded", ({ issue }) =>
            issues.push(`${issue.code}: ${JSON.stringify(issue.details).slice(0, 300)}`),
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
    expect(issues).toEqual([]);
    expect(errors).toEqual([]);
  });
});
