// The positions `npm run seed:demo` opens (issue 38): three open, in two teams and three
// places, and one closed, so the careers page, a position page, its 410 and the pipeline all
// have something to show. Written, published and closed through the studio's own functions.
import type { PositionDocument } from "../src/content/documents";
import type { Actor } from "../src/server/audit";
import type { Database } from "../src/server/db/client";
import { createPage, publishPage } from "../src/server/content/page-store";
import { closePosition } from "../src/server/content/positions";
import { siteConfig } from "../src/config/site";

type Staff = Extract<Actor, { kind: "staff" }>;

type Draft = Omit<PositionDocument, "path" | "posted">;

const day = (offset: number) =>
  new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const demoPositions: { draft: Draft; postedDaysAgo: number; closed?: boolean }[] = [
  {
    postedDaysAgo: 12,
    draft: {
      title: "Senior React Developer",
      description:
        "Build fast, accessible web apps for banking and retail clients with React, TypeScript and Next.js, in a small team in Pune.",
      team: "Engineering",
      remote: false,
      city: "Pune",
      country: "IN",
      employmentType: "FULL_TIME",
      salaryMin: 2400000,
      salaryMax: 3600000,
      salaryCurrency: "INR",
      salaryUnit: "YEAR",
      salaryPublic: true,
      summary:
        "You will lead the front end of two client products used by a million people a month, pairing with designers and backend engineers from the first sketch to the release, and keeping them fast on a mid-range phone.",
      responsibilities: [
        "Design and build features in React and TypeScript, from the data to the last pixel",
        "Review pull requests and help two mid-level developers grow",
        "Measure and improve load times and accessibility on real devices",
      ],
      requirements: [
        "Five years of building web applications, three of them with React",
        "Confidence with TypeScript, testing and the browser's performance tools",
        "Clear written English: our clients read what you write",
      ],
      benefits: [
        "Health cover for you and your family",
        "A learning budget and two days a month set aside for it",
      ],
      questions: [
        {
          question: "Can you work from our Pune office three days a week?",
          kind: "yesNo",
          required: true,
        },
        { question: "A link to code or a product you are proud of", kind: "text", required: false },
      ],
    },
  },
  {
    postedDaysAgo: 5,
    draft: {
      title: "Cloud Engineer (Azure)",
      description:
        "Plan and run cloud migrations for manufacturing clients on Azure: landing zones, pipelines and cost control, from anywhere in India.",
      team: "Engineering",
      remote: true,
      country: "IN",
      employmentType: "FULL_TIME",
      salaryCurrency: "INR",
      salaryUnit: "YEAR",
      salaryPublic: false,
      summary:
        "You will move client workloads from their own data centres to Azure without downtime, automate what we build with infrastructure as code, and teach client teams to run it after we leave.",
      responsibilities: [
        "Design landing zones, networks and identity for client subscriptions",
        "Write and review Terraform and deployment pipelines",
        "Keep an eye on cost and security once workloads are live",
      ],
      requirements: [
        "Three years of running production workloads on Azure",
        "Terraform or Bicep, and one scripting language",
      ],
      benefits: ["Certification exams paid for", "A home-office allowance"],
      questions: [
        { question: "Which Azure certifications do you hold?", kind: "text", required: true },
      ],
    },
  },
  {
    postedDaysAgo: 2,
    draft: {
      title: "Business Analyst, Salesforce",
      description:
        "Turn what sales and service teams need into Salesforce solutions our engineers can build, for clients in the United States.",
      team: "Consulting",
      remote: false,
      city: "Austin",
      country: "US",
      employmentType: "CONTRACTOR",
      salaryMin: 55,
      salaryMax: 70,
      salaryCurrency: "USD",
      salaryUnit: "HOUR",
      salaryPublic: true,
      summary:
        "You will run workshops with client teams, write the stories and acceptance criteria our Salesforce engineers build from, and make sure what ships is what the business asked for.",
      responsibilities: [
        "Lead discovery workshops and write clear user stories",
        "Keep the backlog in order with the client's product owner",
      ],
      requirements: [
        "Two years as a business analyst on Salesforce projects",
        "Salesforce Administrator certification",
      ],
      benefits: [],
      questions: [
        {
          question: "Are you authorised to work in the United States?",
          kind: "yesNo",
          required: true,
        },
      ],
    },
  },
  {
    postedDaysAgo: 40,
    closed: true,
    draft: {
      title: "QA Automation Engineer",
      description:
        "Automate the tests of mobile banking apps with Playwright and Appium in our Pune team. This position is filled.",
      team: "Quality",
      remote: false,
      city: "Pune",
      country: "IN",
      employmentType: "FULL_TIME",
      salaryCurrency: "INR",
      salaryUnit: "YEAR",
      salaryPublic: false,
      summary:
        "You would have built the automated tests that let our mobile teams release every week with confidence, from the first test plan to the nightly runs on real devices.",
      responsibilities: ["Write and maintain automated tests for web and mobile apps"],
      requirements: ["Two years of test automation with a modern framework"],
      benefits: [],
      questions: [],
    },
  },
];

/** Opens the demo positions as recruiting would; answers them with their ids and questions. */
export async function seedPositions(db: Database, recruiter: Staff) {
  const made: {
    id: string;
    path: string;
    title: string;
    questions: Draft["questions"];
    closed: boolean;
  }[] = [];
  for (const { draft, postedDaysAgo, closed } of demoPositions) {
    const created = await createPage(db, recruiter, {
      kind: "position",
      path: "",
      title: draft.title,
      product: siteConfig.product,
    });
    if (!created.ok) throw new Error(`demo position ${draft.title}: ${created.message}`);
    const published = await publishPage(db, recruiter, {
      pageId: created.id,
      baseVersion: 1,
      document: { ...draft, path: created.path, posted: day(-postedDaysAgo) },
      note: "Opened for applications",
      product: siteConfig.product,
    });
    if (!published.ok) throw new Error(`demo position ${draft.title}: ${published.message}`);
    if (closed) {
      const outcome = await closePosition(db, recruiter, { pageId: created.id, reason: "hired" });
      if (!outcome.ok) throw new Error(`demo position ${draft.title}: ${outcome.message}`);
    }
    made.push({
      id: created.id,
      path: created.path,
      title: draft.title,
      questions: draft.questions,
      closed: !!closed,
    });
  }
  return made;
}
