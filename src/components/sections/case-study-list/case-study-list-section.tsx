import { useId } from "react";
import { CaseStudyCard } from "@/components/ui/case-study-card";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import { publishedCaseStudies } from "@/content/catalogue";
import type { SectionProps } from "../types";

/** Every case study, each with an anchor the carousels link to (/Casestud#id). */
export function CaseStudyListSection({ heading, intro }: SectionProps<"caseStudyList">) {
  const headingId = useId();
  return (
    <SectionShell labelledBy={headingId} tone="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ul className="mt-12 grid gap-8 lg:grid-cols-2">
        {publishedCaseStudies().map((study) => (
          <li key={study.id} id={study.id} className="scroll-mt-28">
            <CaseStudyCard study={study} variant="list" />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
