import { describe, expect, it } from "vitest";
import { checkScreeningAnswers, screeningMessages } from "./screening";

const questions = [
  { question: "Can you work from Pune three days a week?", kind: "yesNo" as const, required: true },
  { question: "Your GitHub profile", kind: "text" as const, required: false },
];

describe("screening answers", () => {
  it("asks for a required answer with the issue's words, and lets an optional one be empty", () => {
    const checked = checkScreeningAnswers(questions, {});
    expect(checked.errors).toEqual({ "answer-0": "Please answer this question" });
    expect(checked.answers.map((a) => a.answer)).toEqual(["", ""]);
  });

  it("keeps the answers in the questions' order", () => {
    const checked = checkScreeningAnswers(questions, {
      "answer-0": "yes",
      "answer-1": "  github.com/someone ",
    });
    expect(checked.errors).toEqual({});
    expect(checked.answers).toEqual([
      { question: questions[0]!.question, kind: "yesNo", answer: "yes" },
      { question: questions[1]!.question, kind: "text", answer: "github.com/someone" },
    ]);
  });

  it("refuses a yes/no answer that is neither, and a text over 500 characters", () => {
    const checked = checkScreeningAnswers(questions, {
      "answer-0": "maybe",
      "answer-1": "x".repeat(501),
    });
    expect(checked.errors).toEqual({
      "answer-0": screeningMessages.yesNo,
      "answer-1": screeningMessages.tooLong,
    });
  });
});
