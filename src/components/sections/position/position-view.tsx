import { JsonLd } from "@/components/ui/json-ld";
import { useId, type ReactNode } from "react";
import { DeferredForm } from "@/components/forms/deferred-form";
import { Container } from "@/components/ui/container";
import { CalendarIcon, CheckIcon, ClockIcon, MapPinIcon } from "@/components/ui/icons";
import type { OpenPosition } from "@/content/catalogue";
import { employmentTypeLabels, positionPlace, type PositionDocument } from "@/content/documents";
import type { FormQuestion } from "@/lib/forms/screening";
import { phoneChoices } from "@/lib/forms/phone";
import { jobPostingJsonLd } from "@/lib/job-posting";
import { breadcrumbJsonLd } from "@/lib/metadata";
import { formatDate } from "@/lib/sections/dates";
import { FormLayout } from "../form/form-layout";
import { RenderSection } from "../registry";
import { salaryText } from "./salary";

/** Where the application form starts; the hero's button jumps to it. */
const APPLY_ID = "apply";

/**
 * An open position's page (issue 38): the hero, the facts, what the job is and asks for, the
 * résumé form applying to it, and its JobPosting data for search engines. Positions have a
 * fixed layout; the studio edits only their fields.
 */
export function PositionView({ id, path, document }: OpenPosition) {
  // Only what the form needs: the position's other fields stay on the server.
  const questions: FormQuestion[] = document.questions.map(({ question, kind, required }) => ({
    question,
    kind,
    required,
  }));
  return (
    <>
      <RenderSection
        section={{
          type: "hero",
          eyebrow: document.team,
          heading: document.title,
          lead: document.summary,
          actions: [
            { href: `#${APPLY_ID}`, label: "Apply now" },
            { href: "/CareerPage", label: "All open positions" },
          ],
        }}
      />
      <div data-section="position">
        <section aria-label="About the position" className="bg-white py-16 text-ink-900 md:py-24">
          <Container className="grid gap-10 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:gap-16">
            <Facts document={document} />
            <div className="space-y-12">
              <HeadedList heading="Responsibilities" items={document.responsibilities} />
              <HeadedList heading="Requirements" items={document.requirements} />
              <HeadedList heading="Benefits" items={document.benefits} />
            </div>
          </Container>
        </section>
        <ApplySection
          position={{ id, title: document.title, country: document.country, questions }}
        />
      </div>
      <JsonLd data={jobPostingJsonLd({ id, path, document })} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Careers", path: "/CareerPage" },
          { name: document.title, path },
        ])}
      />
    </>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3 py-3 text-ink-800">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-accent-700">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** A note with a coin on it: the salary's fact (the shared icon set has none). */
function BanknoteIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="2.5" y="5.5" width="15" height="9" rx="1.5" />
      <circle cx="10" cy="10" r="2" />
    </svg>
  );
}

/** Where, what kind of contract, since and until when, and the salary when it is public. */
function Facts({ document }: { document: PositionDocument }) {
  const headingId = useId();
  const salary = salaryText(document);
  return (
    <div className="self-start rounded-2xl border border-ink-100 bg-ink-50 p-6 lg:sticky lg:top-28">
      <h2 id={headingId} className="text-sm font-bold uppercase tracking-[0.14em] text-ink-600">
        At a glance
      </h2>
      <ul aria-labelledby={headingId} className="mt-3 divide-y divide-ink-100">
        <Fact icon={<MapPinIcon className="size-5" />}>{positionPlace(document)}</Fact>
        <Fact icon={<ClockIcon className="size-5" />}>
          {employmentTypeLabels[document.employmentType]}
        </Fact>
        <Fact icon={<CalendarIcon className="size-5" />}>
          Posted <time dateTime={document.posted}>{formatDate(document.posted)}</time>
        </Fact>
        {document.closes ? (
          <Fact icon={<CalendarIcon className="size-5" />}>
            Applications close on{" "}
            <time dateTime={document.closes}>{formatDate(document.closes)}</time>
          </Fact>
        ) : null}
        {salary ? (
          <Fact icon={<BanknoteIcon />}>
            <span className="sr-only">Salary: </span>
            {salary}
          </Fact>
        ) : null}
      </ul>
    </div>
  );
}

function HeadedList({ heading, items }: { heading: string; items: readonly string[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <div>
      <h2 id={headingId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
        {heading}
      </h2>
      <ul aria-labelledby={headingId} className="mt-6 space-y-4">
        {items.map((item, index) => (
          <li key={index} className="flex gap-3 text-lg leading-relaxed text-ink-800">
            <span
              aria-hidden="true"
              className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-400/20 text-accent-700"
            >
              <CheckIcon />
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const APPLY_ASIDE = {
  title: "What happens next",
  points: [
    "The people hiring for this role read your application themselves.",
    "If it fits, you talk with the team you would join about real work.",
    "Whatever we decide, we tell you, and we do not keep you waiting.",
  ],
  mailPrompt: "Questions about the role?",
} as const;

/** The résumé form applying to this position, laid out as the site's other form sections. */
function ApplySection({
  position,
}: {
  position: { id: string; title: string; country: string; questions: FormQuestion[] };
}) {
  return (
    <FormLayout
      id={APPLY_ID}
      headingId={`${APPLY_ID}-heading`}
      heading="Apply for this position"
      intro="Tell us who you are and attach your résumé. It takes a few minutes."
      aside={APPLY_ASIDE}
    >
      <DeferredForm
        form="resume"
        position={{
          id: position.id,
          title: position.title,
          questions: position.questions,
          phone: phoneChoices(position.country),
        }}
      />
    </FormLayout>
  );
}
