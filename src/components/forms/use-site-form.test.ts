import { describe, expect, it } from "vitest";
import { siteFormReducer, type SiteFormState } from "./use-site-form";

type Values = { name: string; email: string };

const start: SiteFormState<Values> = {
  values: { name: "", email: "" },
  errors: { name: "Please enter your name.", email: "Please enter a valid email address." },
  outcome: "invalid",
  submitting: false,
  retryLater: null,
};

describe("siteFormReducer", () => {
  it("editing a field keeps its value and answers only its own message", () => {
    const next = siteFormReducer(start, { type: "edit", name: "name", value: "Ana" });
    expect(next.values).toEqual({ name: "Ana", email: "" });
    expect(next.errors).toEqual({ email: "Please enter a valid email address." });
    expect(next.outcome).toBe("invalid");
  });

  it("keeps the last outcome while sending, then settles on the new one", () => {
    const success = { ...start, errors: {}, outcome: "success" as const };
    const sending = siteFormReducer(success, { type: "send" });
    expect(sending).toMatchObject({ submitting: true, outcome: "success", errors: {} });
    const failed = siteFormReducer(sending, {
      type: "refused",
      outcome: "failure",
      errors: { email: "Please enter a valid email address." },
    });
    expect(failed).toMatchObject({
      submitting: false,
      outcome: "failure",
      errors: { email: "Please enter a valid email address." },
    });
    expect(siteFormReducer(failed, { type: "refused", outcome: "error" }).errors).toEqual(
      failed.errors,
    );
  });

  it("a success empties the values; an expired success shows nothing", () => {
    const sent = siteFormReducer(
      { ...start, values: { name: "Ana", email: "a@b.c" }, submitting: true },
      { type: "sent", values: { name: "", email: "" } },
    );
    expect(sent).toMatchObject({ values: { name: "", email: "" }, outcome: "success" });
    expect(siteFormReducer(sent, { type: "expire" }).outcome).toBeNull();
  });
});
