/**
 * A position's screening questions on the résumé form (issue 38), checked alike in the browser
 * and on the server. The spec's résumé fields and messages are untouched (schemas.ts); these
 * are extra fields `answer-0` … `answer-4` beside them, plus the position's id.
 */
import { SCREENING_ANSWER_MAX, type ScreeningQuestion } from "@/content/documents";

/** The form field that names the position applied to. */
export const POSITION_FIELD = "position";

export const screeningField = (index: number) => `answer-${index}`;

export const screeningMessages = {
  required: "Please answer this question",
  tooLong: `Keep your answer to ${SCREENING_ANSWER_MAX} characters`,
  yesNo: "Answer yes or no",
  /** The position closed before the application arrived (also its 410 page's words). */
  closed: "This position is no longer open.",
} as const;

export const YES_NO_OPTIONS = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** A question as the form and the server read it (what the page tells the form). */
export type FormQuestion = Pick<ScreeningQuestion, "question" | "kind" | "required">;

export interface CheckedAnswers {
  /** Each question with its answer ("" when an optional one is left out), in order. */
  answers: { question: string; kind: FormQuestion["kind"]; answer: string }[];
  /** Field name → message. */
  errors: Record<string, string>;
}

/** Checks the answers typed for `questions`; `values` holds the form's fields by name. */
export function checkScreeningAnswers(
  questions: readonly FormQuestion[],
  values: Readonly<Record<string, unknown>>,
): CheckedAnswers {
  const answers: CheckedAnswers["answers"] = [];
  const errors: Record<string, string> = {};
  questions.forEach((question, index) => {
    const field = screeningField(index);
    const raw = values[field];
    const answer = typeof raw === "string" ? raw.trim() : "";
    if (!answer) {
      if (question.required) errors[field] = screeningMessages.required;
    } else if (question.kind === "yesNo" && answer !== "yes" && answer !== "no") {
      errors[field] = screeningMessages.yesNo;
    } else if (answer.length > SCREENING_ANSWER_MAX) {
      errors[field] = screeningMessages.tooLong;
    }
    answers.push({ question: question.question, kind: question.kind, answer });
  });
  return { answers, errors };
}
