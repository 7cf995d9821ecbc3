// Takes full-page screenshots of running pages at 375 and 1280 px, for looking at the site as a
// visitor would. Output goes to the ignored .tmp/screens folder.
//   node scripts/screenshots.mjs http://localhost:3000 / /about /contact
//   ACTION=open-capabilities node scripts/screenshots.mjs URL /   (opens a dropdown first)
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/screenshots.mjs BASE_URL PATH [PATH...]");
  process.exit(2);
}
const out = resolve(".tmp/screens");
mkdirSync(out, { recursive: true });
process.env.TMPDIR = resolve(".tmp");
const widths = (process.env.WIDTHS || "375,1280").split(",").map(Number);
const fullPage = process.env.FULL !== "0";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromiumSandbox: false,
  args: [
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 812 : 800 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const action = process.env.ACTION;
    if (action === "open-capabilities")
      await page.getByRole("button", { name: "CAPABILITIES" }).first().click();
    if (action === "open-industries")
      await page.getByRole("button", { name: "INDUSTRIES" }).first().click();
    if (action === "open-mobile") {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("button", { name: "CAPABILITIES" }).click();
    }
    // Scroll through the page so lazy images load before a full-page capture.
    if (!action) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
    }
    const name = `${path.replace(/\//g, "_") || "_"}${action ? "-" + action : ""}-${width}.png`;
    await page.screenshot({ path: resolve(out, name), fullPage: action ? false : fullPage });
    console.log(resolve(out, name));
  }
  await context.close();
}
await browser.close();
