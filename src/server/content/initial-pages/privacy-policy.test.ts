/**
 * The privacy policy states the periods the retention job applies, from the same settings:
 * with the defaults, and after changing them. The page is stored with placeholders
 * (src/content/tokens.ts) and filled when it renders, so it is checked as a visitor gets it:
 * the initial page filled with the settings' values.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { period, privacySettings } from "@/config/privacy";
import { fillTokens } from "@/content/tokens";
import { currentTokenValues } from "../token-values";
import { getPage } from "./index";

/** The policy as rendered with the privacy settings of the environment, as JSON. */
function policyText(): string {
  const page = getPage("/PrivacyPolicy");
  if (!page) throw new Error("no page /PrivacyPolicy among the initial pages");
  // The values pages are filled with when they render.
  return JSON.stringify(fillTokens(page, currentTokenValues()));
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

/** Placeholders left in the filled page (none: every one the policy uses has a value). */
const unfilled = (text: string) => text.match(/\{[a-zA-Z.]+\}/g) ?? [];

describe("privacy policy", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("states the retention settings' periods (defaults)", () => {
    const text = policyText();
    expect(statedPeriods(text)).toEqual(asText({ ...privacySettings().retention }));
    expect(text).toContain("say only who wrote, with a link to the record");
    expect(unfilled(text)).toEqual([]);
  });

  it("states changed settings, and says so when notifications carry the text", () => {
    vi.stubEnv("RETENTION_ENQUIRY_MONTHS", "18");
    vi.stubEnv("RETENTION_APPLICATION_MONTHS", "1");
    vi.stubEnv("RETENTION_SPAM_DAYS", "14");
    vi.stubEnv("RETENTION_PENDING_SUBSCRIBER_DAYS", "3");
    vi.stubEnv("RETENTION_SENT_MAIL_DAYS", "10");
    vi.stubEnv("RETENTION_FAILED_MAIL_DAYS", "60");
    vi.stubEnv("RETENTION_AUDIT_MONTHS", "36");
    vi.stubEnv("NOTIFY_INCLUDE_TEXT", "true");
    const text = policyText();
    const settings = privacySettings();
    expect(settings.retention.enquiryMonths).toBe(18);
    expect(statedPeriods(text)).toEqual(asText({ ...settings.retention }));
    expect(text).toContain(`kept for ${period(1, "month")} after we last worked on them`);
    expect(text).toContain("include a copy of the enquiry or application and the résumé file");
    expect(text).not.toContain("say only who wrote, with a link to the record");
    expect(unfilled(text)).toEqual([]);
  });
});
