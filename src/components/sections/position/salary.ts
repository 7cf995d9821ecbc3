/**
 * A position's published salary range in words (issue 38): "₹1,800,000 – ₹2,400,000 per year".
 * Amounts are whole numbers (the position's schema), so no fractions are shown.
 */
import type { PositionDocument } from "@/content/documents";

const PER: Record<PositionDocument["salaryUnit"], string> = {
  YEAR: "per year",
  MONTH: "per month",
  HOUR: "per hour",
};

type SalaryFields = Pick<
  PositionDocument,
  "salaryPublic" | "salaryMin" | "salaryMax" | "salaryCurrency" | "salaryUnit"
>;

/** The range as the page shows it, or null when the position keeps its salary private. */
export function salaryText(position: SalaryFields): string | null {
  if (!position.salaryPublic || position.salaryMin === undefined) return null;
  const money = new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency: position.salaryCurrency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const { salaryMin: min, salaryMax: max } = position;
  const range =
    max === undefined
      ? `From ${money.format(min)}`
      : max === min
        ? money.format(min)
        : `${money.format(min)} – ${money.format(max)}`;
  return `${range} ${PER[position.salaryUnit]}`;
}
