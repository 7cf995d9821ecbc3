import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTION_LABELS,
  MAIL_KIND_LABELS,
  auditActionLabel,
  formLabel,
  mailKindLabel,
} from "./labels";

describe("workspace labels", () => {
  it("name a form in words, with the page it was sent from", () => {
    expect(formLabel("enquiry", "2", "/contact")).toBe("Enquiry from /contact");
    expect(formLabel("application", "2", null)).toBe("Application");
    // A value the schema no longer takes is named, not hidden.
    expect(formLabel("enquiry", "9", "/about")).toBe("Enquiry (form type 9) from /about");
  });

  it("give every mail kind and audit action words of its own, never the code", () => {
    for (const table of [MAIL_KIND_LABELS, AUDIT_ACTION_LABELS]) {
      const words = Object.values(table);
      expect(new Set(words).size).toBe(words.length);
      for (const [code, label] of Object.entries(table)) expect(label).not.toBe(code);
    }
    expect(mailKindLabel("staff.invite")).toBe("Invitation to the workspace");
    expect(auditActionLabel("status.change")).toBe("Status changed");
    // A code no longer written (an old row) reads as it was stored.
    expect(auditActionLabel("retired.action")).toBe("retired.action");
  });
});
