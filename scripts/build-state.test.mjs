// The privacy policy is prerendered from the retention and backup settings, so changing one must make
// `npm start` rebuild: they are part of the build's fingerprint.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";

describe("build fingerprint", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("changes with a retention setting, NOTIFY_INCLUDE_TEXT or the backup period, not with a backend setting", async () => {
    vi.stubEnv("RETENTION_ENQUIRY_MONTHS", "24");
    vi.stubEnv("BACKUP_RETENTION_DAYS", "30");
    vi.stubEnv("NOTIFY_INCLUDE_TEXT", "false");
    vi.stubEnv("MAIL_POLL_MS", "5000");
    vi.resetModules();
    const { sourceFingerprint } = await import("./build-state.mjs");
    const base = sourceFingerprint();
    process.env.MAIL_POLL_MS = "100";
    expect(sourceFingerprint()).toBe(base);
    process.env.RETENTION_ENQUIRY_MONTHS = "18";
    const retention = sourceFingerprint();
    expect(retention).not.toBe(base);
    process.env.NOTIFY_INCLUDE_TEXT = "true";
    const notify = sourceFingerprint();
    expect(notify).not.toBe(retention);
    process.env.BACKUP_RETENTION_DAYS = "14";
    expect(sourceFingerprint()).not.toBe(notify);
  });

  it("changes with PORT while SITE_URL is unset (the site's addresses follow the port), not once it is set", async () => {
    vi.stubEnv("PORT", "");
    vi.stubEnv("SITE_URL", "");
    vi.resetModules();
    const { sourceFingerprint } = await import("./build-state.mjs");
    const base = sourceFingerprint();
    process.env.PORT = "3000"; // the default, said out loud: the same build
    expect(sourceFingerprint()).toBe(base);
    process.env.PORT = "4100";
    const moved = sourceFingerprint();
    expect(moved).not.toBe(base);
    process.env.SITE_URL = "https://www.corvane.example";
    const public_ = sourceFingerprint();
    expect(public_).not.toBe(moved);
    process.env.PORT = "4200";
    expect(sourceFingerprint()).toBe(public_);
  });

  it("leaves out the image variants, which are derived from public/media (already an input)", async () => {
    const { sourceFingerprint } = await import("./build-state.mjs");
    const base = sourceFingerprint();
    mkdirSync("public/media/_w", { recursive: true });
    const probe = "public/media/_w/fingerprint-probe.400.webp";
    try {
      writeFileSync(probe, "variant");
      expect(sourceFingerprint()).toBe(base);
    } finally {
      rmSync(probe, { force: true });
    }
  });
});
