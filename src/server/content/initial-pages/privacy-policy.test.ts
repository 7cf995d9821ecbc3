/**
 * The privacy policy states the periods the retention job applies, from the same settings:
 * with the defaults, and after changing them (the page is built from the environment).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { period, privacySettings } from "@/config/privacy";

async function policyText(): Promise<string> {
  vi.resetModules();
  const { getPage } = await import("./pages/index");
  return JSON.stringify(getPage("/PrivacyPolicy"));
}

function statedPeriods(text: string) {
  return {
    enquiryMonths: /enquiries are kept for (\d+) months? after/.exec(text)?.[1],
    applicationMonths: /Applications are kept for (\d+) months? after/.exec(text)?.[1],
    pendingSubscriberDays: /unconfirmed subscription is deleted after (\d+) days?/.exec(text)?.[1],
    spamDays: /judge to be automated are deleted after (\d+) days?/.exec(text)?.[1],
    sentMailDays: /is removed (\d+) days? after sending/.exec(text)?.[1],
    failedMailDays: /could not be delivered are deleted after (\d+) days?/.exec(text)?.[1],
    auditMonths: /which names no one, is kept for (\d+) months?/.exec(text)?.[1],
  };
}

const asText = (periods: Record<string, number>) =>
  Object.fromEntries(Object.entries(periods).map(([key, value]) => [key, String(value)]));

describe("privacy policy", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("states the retention settings' periods (defaults)", async () => {
    const text = await policyText();
    expect(statedPeriods(text)).toEqual(asText({ ...privacySettings().retention }));
    expect(text).toContain("say only who wrote, with a link to the record");
  });

  it("states changed settings, and says so when notifications carry the text", async () => {
    vi.stubEnv("RETENTION_ENQUIRY_MONTHS", "18");
    vi.stubEnv("RETENTION_APPLICATION_MONTHS", "1");
    vi.stubEnv("RETENTION_SPAM_DAYS", "14");
    vi.stubEnv("RETENTION_PENDING_SUBSCRIBER_DAYS", "3");
    vi.stubEnv("RETENTION_SENT_MAIL_DAYS", "10");
    vi.stubEnv("RETENTION_FAILED_MAIL_DAYS", "60");
    vi.stubEnv("RETENTION_AUDIT_MONTHS", "36");
    vi.stubEnv("NOTIFY_INCLUDE_TEXT", "true");
    const text = await policyText();
    const settings = privacySettings();
    expect(settings.retention.enquiryMonths).toBe(18);
    expect(statedPeriods(text)).toEqual(asText({ ...settings.retention }));
    expect(text).toContain(`kept for ${period(1, "month")} after we last worked on them`);
    expect(text).toContain("include a copy of the enquiry or application and the résumé file");
  });
});
