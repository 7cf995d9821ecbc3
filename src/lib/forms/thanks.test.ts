import { describe, expect, it } from "vitest";
import { readThanks, thanksUrl } from "./thanks";

describe("/thanks addresses", () => {
  it("are built and read back with the same words", () => {
    const url = new URL(thanksUrl("application", "invalid", "draft-id"), "http://x");
    expect(url.pathname).toBe("/thanks");
    expect(
      readThanks({
        form: url.searchParams.get("form")!,
        status: url.searchParams.get("status")!,
        draft: url.searchParams.get("draft")!,
      }),
    ).toEqual({ form: "application", status: "invalid", draft: "draft-id" });
    expect(thanksUrl("unsubscribe", "sent")).toBe("/thanks?form=unsubscribe&status=sent");
  });

  it("read an unknown form as contact and an unknown status as an error", () => {
    expect(readThanks({ form: "other", status: "weird", draft: "" })).toEqual({
      form: "contact",
      status: "error",
      draft: "",
    });
  });
});
