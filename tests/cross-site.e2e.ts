/**
 * Issue 11, finding 3, in a real browser: a page on another site whose forms post to ours.
 * Chromium sends its own Origin and `Sec-Fetch-Site`; each post is answered 403 and nothing
 * reaches the exports. (Posts from our own pages, with and without JavaScript, are covered
 * by forms.e2e.ts.)
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfBytes } from "@tests/support/server/files";
import { csvRecords } from "@tests/support/server/harness";
import { startAppServer, tempDataDir, type AppServer } from "./support/app-server";
import { sharedBrowser, visit } from "./support/browser";
import { validApplication, validContact } from "./support/fixtures/forms";
import { freePort } from "./support/ports";

const EXPORT_TOKEN = "cross-site-e2e-export-token-0123456789";

let server: AppServer;
let evil: Server;
let evilURL: string;
let data: { path: string; remove(): void };

/** Hidden inputs for every field of a form. */
const inputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");

function evilPage(target: string): string {
  const contact = { ...validContact, name: "Cross Site Contact", type: "2" };
  const resume = { ...validApplication, firstName: "CrossSite", type: "2" };
  return `<!doctype html><html><body>
    <form id="contact" method="post" action="${target}/api/contact">${inputs(contact)}<button>contact</button></form>
    <form id="newsletter" method="post" action="${target}/api/subscribe">${inputs({ email: "cross-site@example.com" })}<button>newsletter</button></form>
    <form id="resume" method="post" enctype="multipart/form-data" action="${target}/api/applications">${inputs(resume)}<input type="file" name="resume"><button>resume</button></form>
  </body></html>`;
}

beforeAll(async () => {
  data = tempDataDir("cross-site-e2e");
  server = await startAppServer({
    DATA_DIR: data.path,
    EXPORT_TOKEN,
    RATE_LIMIT_SUBSCRIBE: "off",
    RATE_LIMIT_CONTACT: "off",
    RATE_LIMIT_APPLICATIONS: "off",
    FORM_MIN_FILL_MS: "0",
  });
  // "localhost" is another site than the app's "127.0.0.1" to the browser.
  const port = await freePort();
  evil = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(evilPage(server.baseURL));
  });
  await new Promise<void>((resolve) => evil.listen(port, "127.0.0.1", resolve));
  evilURL = `http://localhost:${port}/`;
}, 120_000);

const browser = sharedBrowser();

afterAll(async () => {
  await new Promise((resolve) => evil?.close(resolve));
  await server?.stop();
  data?.remove();
});

async function exportRows(kind: "enquiries" | "subscribers" | "applications") {
  const response = await fetch(`${server.baseURL}/admin/export/${kind}.csv`, {
    headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return csvRecords(await response.text());
}

describe("a form on another site posting to ours", () => {
  it.each(["contact", "newsletter", "resume"])(
    "the %s post is answered 403 and nothing is stored",
    (form) =>
      visit(
        browser(),
        evilURL,
        async (page) => {
          if (form === "resume")
            await page.locator('input[type="file"]').setInputFiles({
              name: "cv.pdf",
              mimeType: "application/pdf",
              buffer: pdfBytes(),
            });
          const [response] = await Promise.all([
            page.waitForResponse((r) => r.request().method() === "POST"),
            page.locator(`#${form} button`).click(),
          ]);
          expect(response.status()).toBe(403);
          const headers = await response.request().allHeaders();
          expect(headers.origin).toBe(evilURL.replace(/\/$/, ""));
          expect(await exportRows("enquiries")).toEqual([]);
          expect(await exportRows("subscribers")).toEqual([]);
          expect(await exportRows("applications")).toEqual([]);
        },
        { javaScriptEnabled: false },
      ),
  );
});
