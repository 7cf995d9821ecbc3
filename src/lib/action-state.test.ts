import { describe, expect, it } from "vitest";
import { doneState, initialFormState, refusedState, stateMessage } from "./action-state";

describe("a form's answer as its notice", () => {
  it("is the error when refused, the notice when done, and nothing before an answer", () => {
    expect(stateMessage(refusedState("Enter a name"))).toEqual({
      tone: "error",
      text: "Enter a name",
    });
    expect(stateMessage(doneState("Saved."))).toEqual({ tone: "notice", text: "Saved." });
    expect(stateMessage(initialFormState({ name: "Ana" }))).toBeNull();
  });
});
