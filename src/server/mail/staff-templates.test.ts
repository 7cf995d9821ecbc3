import { describe, expect, it } from "vitest";
import {
  defaultRejectionTemplate,
  fillRejectionTemplate,
  invitationMail,
  passwordResetMail,
  rejectionMail,
} from "./staff-templates";
import type { Settings } from "../settings";

const settings = {
  siteName: "Corvane Technologies",
  siteUrl: "https://www.corvane.test",
  notifyToApplications: "jobs@corvane.test",
} as Settings;

/**
 * The lines of a text that end in the middle of a sentence: a line carrying on into the
 * next one without ending a sentence (a greeting or sign-off of a few words may end in a
 * comma). Mail programs wrap long lines themselves; a hard break inside a sentence shows
 * as a ragged line on every screen.
 */
function brokenLines(text: string): string[] {
  const lines = text.split("\n");
  return lines.filter((line, index) => {
    const next = lines[index + 1];
    if (line === "" || next === undefined || next === "") return false;
    if (/[.:!?]$/.test(line)) return false;
    return !(line.endsWith(",") && line.split(" ").length <= 3);
  });
}

describe("the rejection e-mail", () => {
  it("has one line per paragraph in the template staff edit", () => {
    const { body } = defaultRejectionTemplate(settings);
    expect(brokenLines(body)).toEqual([]);
    expect(body).toContain(
      "\nWe have read it carefully and decided not to take it further. We know this is not the news you hoped for, and we are grateful that you thought of us.\n",
    );
  });

  it("has one line per paragraph in the mail that is sent", () => {
    const filled = fillRejectionTemplate(defaultRejectionTemplate(settings), {
      firstName: "Priya",
      positionTitle: "Backend engineer",
    });
    const mail = rejectionMail("a-id", "priya@example.com", filled, settings);
    expect(brokenLines(mail.body)).toEqual([]);
    // The mail as the applicant reads it, line for line.
    expect(mail.body).toBe(`Dear Priya,

Thank you for your interest in the Backend engineer position and for the time you gave to your application.

We have read it carefully and decided not to take it further. We know this is not the news you hoped for, and we are grateful that you thought of us.

We wish you every success.

Kind regards,
The recruiting team at Corvane Technologies`);
  });
});

describe("staff account mail", () => {
  it("keeps each sentence on one line", () => {
    const user = { id: "u", email: "new@corvane.test", name: "Noor" };
    for (const mail of [
      passwordResetMail(user, "sealed", settings),
      invitationMail(user, "sales", "Ada", "sealed", settings),
    ]) {
      expect(brokenLines(mail.body)).toEqual([]);
    }
  });
});
