// `npm run seed:demo`: fills the database with a lived-in workspace for newcomers and demos:
// ~60 enquiries and ~40 applications in every status, with notes, status history and
// assignees; subscribers; a few spam items; sent and failed mail; one staff account per role
// (printed with their password); three uploaded pictures, a post scheduled for the day after
// tomorrow and a draft case study; three open positions and a closed one, with applications
// to each in every stage. Same rule as every operator command: with the embedded
// database the server must be stopped (src/server/db/pglite-lock.ts).
//
//   npm run seed:demo                 adds the demo data (once; again with --force)
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { APPLICATION_TYPE } from "../src/lib/forms/application";
import { CONTACT_TYPE } from "../src/lib/forms/contact";
import { audit } from "../src/server/audit";
import {
  APPLICATION_STATUSES,
  applications,
  contentPages,
  ENQUIRY_STATUSES,
  enquiries,
  outbox,
  recordEvents,
  resumes,
  staffUsers,
  subscribers,
  type ApplicationStatus,
  type EnquiryStatus,
  type StaffRole,
} from "../src/server/db/schema";
import { createStaffAccount } from "../src/server/workspace/staff";
import { siteConfig } from "../src/config/site";
import type { PageInput } from "../src/content/schema";
import type { Actor } from "../src/server/audit";
import { createPage, publishPage, saveDraft } from "../src/server/content/page-store";
import { schedulePublish } from "../src/server/content/schedule";
import { uploadMedia } from "../src/server/media/library";
import type { Database } from "../src/server/db/client";
import { OperatorError, openOperatorContext } from "../src/server/workspace/staff-cli";
import { seedPositions } from "./demo-positions";

// A fixed seed: every run tells the same story, so screenshots and docs stay comparable.
let state = 20261123;
function random(): number {
  state = (state * 1664525 + 1013904223) % 2 ** 32;
  return state / 2 ** 32;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const DAY = 24 * 60 * 60 * 1000;

const FIRST = [
  "Priya",
  "James",
  "Aisha",
  "Lucas",
  "Mei",
  "Carlos",
  "Fatima",
  "Noah",
  "Elena",
  "Arjun",
  "Grace",
  "Omar",
  "Sofia",
  "Daniel",
  "Hana",
  "Mateo",
  "Zoe",
  "Kwame",
  "Ingrid",
  "Ravi",
];
const LAST = [
  "Sharma",
  "O'Connor",
  "Bello",
  "Moreau",
  "Chen",
  "Alvarez",
  "Haddad",
  "Walker",
  "Petrova",
  "Iyer",
  "Kim",
  "Nakamura",
  "Rossi",
  "Mensah",
  "Larsen",
  "Gupta",
  "Fischer",
  "Novak",
];
const COMPANIES = [
  "Northwind Logistics",
  "Bluebird Health",
  "Atlas Retail",
  "Kestrel Bank",
  "Harbor Insurance",
  "Summit Energy",
  "Lumen Media",
  "Orchid Pharma",
  "Granite Manufacturing",
  "Cedar Schools",
];
const NEEDS = [
  "We need a mobile app for field technicians to log jobs offline and sync later.",
  "Looking for help moving our on-premise ERP to the cloud within two quarters.",
  "Our customer portal is slow; we want an assessment and a modernisation plan.",
  "We want a data platform that joins sales and support data for weekly reporting.",
  "Need a team to build an iOS and Android loyalty app with payments.",
  "Please quote a security review of our network and a managed monitoring service.",
  "We are planning a chatbot for claims intake and need consulting on the approach.",
  "Interested in a dedicated QA team for our web platform releases.",
  "We need to integrate our warehouse system with three carrier APIs.",
  "Could you help us design a sustainability reporting dashboard?",
];
const NOTES_ENQUIRY = [
  "Called back, they want a proposal by Friday.",
  "Budget confirmed; looping in the cloud practice lead.",
  "Sent our case study on logistics apps.",
  "Asked for their current architecture diagrams.",
  "Meeting booked for next Tuesday.",
];
const NOTES_APPLICATION = [
  "Strong portfolio; good fit for the mobile team.",
  "Phone screen went well, schedule a technical interview.",
  "Salary expectations above the band, discuss with hiring manager.",
  "References checked, all positive.",
  "Prefers remote work; team is hybrid.",
];
const SOURCES = [
  "/contact",
  "/",
  "/services",
  "/CloudInfrastructure",
  "/Industries",
  "/BankingFin",
  "/CareerPage",
  "/JoinUs",
  "/blog",
  null,
];

const ENQUIRY_PATH: EnquiryStatus[] = ["new", "in_progress", "replied", "closed"];
const APPLICATION_PATH: ApplicationStatus[] = ["new", "screening", "interview", "offer", "hired"];

/** The steps from "new" to `target` along its workflow. */
function enquirySteps(target: EnquiryStatus): EnquiryStatus[] {
  return ENQUIRY_PATH.slice(0, ENQUIRY_PATH.indexOf(target) + 1);
}
function applicationSteps(target: ApplicationStatus): ApplicationStatus[] {
  const index = APPLICATION_PATH.indexOf(target);
  if (index >= 0) return APPLICATION_PATH.slice(0, index + 1);
  // Rejected or withdrawn somewhere along the way.
  return [...APPLICATION_PATH.slice(0, 1 + Math.floor(random() * 4)), target];
}

function pdf(name: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Curriculum vitae of ${name}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

type Staff = Extract<Actor, { kind: "staff" }>;
type Edit = (page: PageInput) => void;

/** Publishes (or only saves) an edit of a stored page, as marketing would in the studio. */
async function editPage(
  db: Database,
  actor: Staff,
  path: string,
  edit: Edit,
  publishNote: string | null,
  daysAgo: number,
): Promise<void> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.path, path));
  if (!row) return;
  const document = structuredClone(row.draft) as PageInput;
  edit(document);
  const input = {
    pageId: row.id,
    baseVersion: row.draftVersion,
    document,
    product: siteConfig.product,
  };
  const outcome =
    publishNote === null
      ? await saveDraft(db, actor, input)
      : await publishPage(db, actor, { ...input, note: publishNote });
  if (!outcome.ok) throw new Error(`demo edit of ${path}: ${outcome.message}`);
  const at = new Date(Date.now() - daysAgo * DAY);
  if (publishNote !== null) {
    await db.execute(
      sql`update content_revisions set published_at = ${at.toISOString()}
          where page_id = ${row.id} and number = (select max(number) from content_revisions where page_id = ${row.id})`,
    );
  }
  await db.update(contentPages).set({ draftSavedAt: at }).where(eq(contentPages.id, row.id));
}

const hero = (page: PageInput) => page.sections[0] as { heading: string; lead: string };

/** A few revisions and drafts, so the studio looks lived in. */
async function seedContent(db: Database, marketing: Staff): Promise<void> {
  await editPage(
    db,
    marketing,
    "/about",
    (page) => {
      hero(page).lead = `${hero(page).lead} We answer every enquiry within one working day.`;
    },
    "Promise a reply within a day",
    9,
  );
  await editPage(
    db,
    marketing,
    "/about",
    (page) => {
      hero(page).lead = hero(page).lead.replace(
        " We answer every enquiry within one working day.",
        "",
      );
    },
    "Back to the shorter lead",
    4,
  );
  await editPage(
    db,
    marketing,
    "/contact",
    (page) => {
      page.title = `${page.title} and book a call`;
    },
    null,
    1,
  );
  await editPage(
    db,
    marketing,
    "/CloudInfrastructure",
    (page) => {
      hero(page).heading = `${hero(page).heading} that scales with you`;
    },
    "Hero heading for the autumn campaign",
    2,
  );
  await createPage(db, marketing, {
    path: "/cloud-migration",
    title: "Cloud migration",
    product: siteConfig.product,
  });
  await seedLibraryAndPosts(db, marketing);
}

/** A "photograph": a two-tone JPEG with camera details in its EXIF, which the upload strips. */
async function photograph(background: string, accent: string): Promise<Buffer> {
  const sharp = (await import("sharp")).default;
  const block = await sharp({
    create: { width: 700, height: 500, channels: 3, background: accent },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background } })
    .composite([{ input: block, left: 900, top: 500 }])
    .jpeg({ quality: 82 })
    .withExif({ IFD0: { Make: "DemoCam", Model: "Field 7" } })
    .toBuffer();
}

/** Three uploaded pictures, a post scheduled for the day after tomorrow and a draft case study. */
async function seedLibraryAndPosts(db: Database, marketing: Staff): Promise<void> {
  const uploads = [
    {
      name: "team-workshop.jpg",
      alt: "Consultants sketching a system map at a workshop",
      colours: ["#234e52", "#f6ad55"],
    },
    {
      name: "data-centre-aisle.jpg",
      alt: "A cold aisle of server racks lit in blue",
      colours: ["#1a365d", "#90cdf4"],
    },
    {
      name: "client-review.jpg",
      alt: "A product owner reviewing a release plan with the team",
      colours: ["#44337a", "#fbb6ce"],
    },
  ];
  const ids: string[] = [];
  for (const upload of uploads) {
    const outcome = await uploadMedia(db, marketing, {
      fileName: upload.name,
      bytes: await photograph(upload.colours[0]!, upload.colours[1]!),
      alt: upload.alt,
      decorative: false,
    });
    // Run again (--force), the same pictures are in the library already.
    if (outcome.ok) ids.push(outcome.id);
  }
  if (ids.length === 0) return;
  const paragraph = (topic: string) =>
    `${topic} is where most of the effort goes, and where a checklist written with the operations team pays for itself within the first release.`;
  const post = await createPage(db, marketing, {
    kind: "post",
    path: "",
    title: "What a cloud readiness review covers",
    product: siteConfig.product,
  });
  if (post.ok) {
    const [row] = await db.select().from(contentPages).where(eq(contentPages.id, post.id));
    const saved = await saveDraft(db, marketing, {
      pageId: post.id,
      baseVersion: row!.draftVersion,
      product: siteConfig.product,
      document: {
        path: post.path,
        title: "What a cloud readiness review covers",
        description:
          "The two weeks before a cloud migration: what we inventory, who we interview and what the written review tells you at the end.",
        published: new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10),
        authorName: "Ada Osei",
        authorRole: "Principal Cloud Architect",
        image: ids[0],
        lead: "Two weeks, a written report, and a plan your operations team agrees with.",
        intro: [paragraph("Knowing what runs where")],
        sections: [
          { heading: "Inventory", paragraphs: [paragraph("The inventory")] },
          { heading: "Interviews", paragraphs: [paragraph("Talking to the people on call")] },
        ],
        conclusionHeading: "What you get",
        conclusionParagraphs: [paragraph("The written review")],
        ctaHeading: "Book a readiness review",
        ctaText: "Tell us what you run today; we will tell you what moving it takes.",
        ctaAction: { href: "/contact", label: "Contact us" },
      },
    });
    if (saved.ok) {
      await schedulePublish(db, marketing, {
        pageId: post.id,
        at: new Date(Date.now() + 2 * DAY),
        note: "Scheduled by the demo data",
      });
    }
  }
  const study = await createPage(db, marketing, {
    kind: "caseStudy",
    path: "",
    title: "Claims triage for a regional insurer",
    product: siteConfig.product,
  });
  if (study.ok) {
    const [row] = await db.select().from(contentPages).where(eq(contentPages.id, study.id));
    await saveDraft(db, marketing, {
      pageId: study.id,
      baseVersion: row!.draftVersion,
      product: siteConfig.product,
      document: {
        key: study.path.slice("case-study:".length),
        title: "Claims triage for a regional insurer",
        category: "Case Study",
        industry: "Insurance",
        image: ids[ids.length - 1],
        summary:
          "A regional insurer read every claim by hand. We built a triage model that routes simple claims straight to payment and the rest to the right adjuster.",
        outcome: "Simple claims are paid in a day instead of a week.",
      },
    });
  }
}

async function main() {
  const force = process.argv.includes("--force");
  const { context, close } = await openOperatorContext("npm run seed:demo");
  try {
    const { db } = context.database;
    const [seeded] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, "demo.admin@corvane.example"));
    if (seeded && !force) {
      console.info("The demo data is there already (run with --force to add another batch).");
      return;
    }

    // Demo staff: one per role, with one printed password.
    const password = `demo-${randomBytes(6).toString("base64url")}-workspace`;
    const people: Record<StaffRole, { email: string; name: string }> = {
      admin: { email: "demo.admin@corvane.example", name: "Avery Admin" },
      sales: { email: "demo.sales@corvane.example", name: "Sasha Sales" },
      recruiting: { email: "demo.recruiting@corvane.example", name: "Robin Recruiter" },
      marketing: { email: "demo.marketing@corvane.example", name: "Morgan Marketing" },
    };
    const ids: Partial<Record<StaffRole, { id: string; name: string }>> = {};
    for (const [role, person] of Object.entries(people) as [
      StaffRole,
      (typeof people)[StaffRole],
    ][]) {
      const [existing] = await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.email, person.email));
      const id =
        existing?.id ?? (await createStaffAccount(context, { ...person, role, password })).id;
      ids[role] = { id, name: person.name };
    }
    const sales = [ids.sales!, ids.admin!];
    const recruiters = [ids.recruiting!, ids.admin!];
    const now = Date.now();
    const events: (typeof recordEvents.$inferInsert)[] = [];
    const mails: (typeof outbox.$inferInsert)[] = [];

    const history = (
      recordKind: "enquiry" | "application",
      recordId: string,
      created: number,
      steps: string[],
      team: { id: string; name: string }[],
      notes: readonly string[],
    ) => {
      let at = created;
      const owner = pick(team);
      if (steps.length > 1 || random() < 0.4) {
        at += (0.1 + random()) * DAY * 0.3;
        events.push({
          recordKind,
          recordId,
          type: "assign",
          toValue: owner.id,
          actorId: owner.id,
          actorName: owner.name,
          createdAt: new Date(Math.min(at, now)),
        });
      }
      for (let i = 1; i < steps.length; i++) {
        at += (0.2 + random()) * DAY;
        events.push({
          recordKind,
          recordId,
          type: "status",
          fromValue: steps[i - 1],
          toValue: steps[i],
          actorId: owner.id,
          actorName: owner.name,
          createdAt: new Date(Math.min(at, now)),
        });
        if (random() < 0.5) {
          at += random() * DAY * 0.2;
          events.push({
            recordKind,
            recordId,
            type: "note",
            body: pick(notes),
            actorId: owner.id,
            actorName: owner.name,
            createdAt: new Date(Math.min(at, now)),
          });
        }
      }
      return {
        assigneeId: steps.length > 1 ? owner.id : null,
        lastActivityAt: new Date(Math.min(at, now)),
      };
    };

    // Enquiries: every status, newest mostly "new".
    for (let i = 0; i < 60; i++) {
      const ageDays = i < 8 ? random() * 2 : random() * 88 + 2;
      const created = now - ageDays * DAY;
      const status: EnquiryStatus =
        i < 8 ? "new" : (ENQUIRY_STATUSES[i % ENQUIRY_STATUSES.length] as EnquiryStatus);
      const first = pick(FIRST);
      const last = pick(LAST);
      const company = pick(COMPANIES);
      const id = randomUUID();
      const spam = i >= 57;
      const { assigneeId, lastActivityAt } = spam
        ? { assigneeId: null, lastActivityAt: new Date(created) }
        : history("enquiry", id, created, enquirySteps(status), sales, NOTES_ENQUIRY);
      const email = spam
        ? `promo${i}@cheap-links.example`
        : `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "") +
          `@${company.split(" ")[0]!.toLowerCase()}.example`;
      await db.insert(enquiries).values({
        id,
        createdAt: new Date(created),
        name: spam ? "SEO Expert" : `${first} ${last}`,
        email,
        contact: spam ? "0000000000" : `+1 512 555 ${String(1000 + i).slice(-4)}`,
        requirement: spam
          ? "Buy backlinks now, best price, visit our site!!!"
          : `${company}: ${pick(NEEDS)}`,
        type: CONTACT_TYPE,
        status: spam ? "new" : status,
        sourcePage: pick(SOURCES),
        assigneeId,
        lastActivityAt,
        spamReason: spam ? pick(["honeypot", "too fast"]) : null,
      });
      if (!spam) {
        const failed = i % 17 === 5;
        mails.push({
          kind: "enquiry.notify",
          recipient: context.settings.notifyToEnquiries,
          subject: `New enquiry from ${first} ${last}`,
          body: `A new enquiry arrived. Open it in the workspace: ${context.settings.siteUrl}/admin/enquiries/${id}`,
          status: failed ? "failed" : "sent",
          attempts: failed ? 12 : 1,
          lastError: failed ? "550 5.1.1 Mailbox unavailable" : null,
          sentAt: failed ? null : new Date(created + 5000),
          createdAt: new Date(created),
          nextAttemptAt: new Date(created),
          recordKind: "enquiry",
          recordId: id,
        });
      }
    }

    // Positions: three open, one closed (issue 38), opened by the recruiter.
    const positions = await seedPositions(db, {
      kind: "staff",
      id: ids.recruiting!.id,
      email: people.recruiting.email,
      name: ids.recruiting!.name,
      role: "recruiting",
    });

    // Applications: every status, with a small PDF résumé each. Applications 6 to 33 go to the
    // four positions in turn, which gives each of them every stage (7 stages × 4 positions);
    // the rest are open applications from /JoinUs.
    for (let i = 0; i < 40; i++) {
      const ageDays = i < 6 ? random() * 2 : random() * 88 + 2;
      const created = now - ageDays * DAY;
      const status: ApplicationStatus =
        i < 6
          ? "new"
          : (APPLICATION_STATUSES[i % APPLICATION_STATUSES.length] as ApplicationStatus);
      const first = pick(FIRST);
      const last = pick(LAST);
      const id = randomUUID();
      const spam = i >= 38;
      const position = i >= 6 && i < 34 ? positions[i % positions.length] : undefined;
      const { assigneeId, lastActivityAt } = spam
        ? { assigneeId: null, lastActivityAt: new Date(created) }
        : history(
            "application",
            id,
            created,
            applicationSteps(status),
            recruiters,
            NOTES_APPLICATION,
          );
      await db.insert(applications).values({
        id,
        createdAt: new Date(created),
        firstName: first,
        lastName: last,
        email: `${first}.${last}.${i}`.toLowerCase().replace(/[^a-z0-9.]/g, "") + "@mail.example",
        experience: pick(["0-1", "1-3", "3+"]),
        userType: spam ? "employer" : "jobSeeker",
        countryCode: pick(["+1", "+91"]),
        mobileNumber: `${5550000000 + i * 7919}`,
        type: APPLICATION_TYPE,
        status: spam ? "new" : status,
        sourcePage: position
          ? position.path
          : pick(["/CareerPage", "/JoinUs", "/DiversityAndInclusion", null]),
        positionId: position?.id ?? null,
        positionTitle: position?.title ?? null,
        answers: position
          ? position.questions.map((question, n) => ({
              question: question.question,
              kind: question.kind,
              answer:
                question.kind === "yesNo"
                  ? (i + n) % 5 === 0
                    ? "no"
                    : "yes"
                  : !question.required && i % 2 === 1
                    ? ""
                    : /certification/i.test(question.question)
                      ? pick(["AZ-104 and AZ-305", "AZ-900", "AZ-104"])
                      : pick(["github.com/demo/portfolio", "A banking app with 2 million users"]),
            }))
          : null,
        rejectionReason:
          status === "rejected" && !spam ? pick(["experience", "skills", "location"]) : null,
        rejectionNote:
          status === "rejected" && !spam
            ? "Strong profile, but not for this role right now."
            : null,
        assigneeId,
        lastActivityAt,
        spamReason: spam ? "too fast" : null,
      });
      const data = pdf(`${first} ${last}`);
      await db.insert(resumes).values({
        id: randomUUID(),
        applicationId: id,
        createdAt: new Date(created),
        fileName: `${first}-${last}-CV.pdf`.replace(/[^A-Za-z0-9.-]/g, ""),
        mediaType: "application/pdf",
        size: data.length,
        sha256: createHash("sha256").update(data).digest("hex"),
        data,
      });
      if (!spam) {
        const failed = i % 13 === 4;
        mails.push({
          kind: "application.notify",
          recipient: context.settings.notifyToApplications,
          subject: `New application from ${first} ${last}`,
          body: `A new application arrived. Open it in the workspace: ${context.settings.siteUrl}/admin/applications/${id}`,
          status: failed ? "failed" : "sent",
          attempts: failed ? 12 : 1,
          lastError: failed ? "connect ECONNREFUSED 10.0.0.25:587" : null,
          sentAt: failed ? null : new Date(created + 5000),
          createdAt: new Date(created),
          nextAttemptAt: new Date(created),
          recordKind: "application",
          recordId: id,
        });
      }
    }

    // Subscribers: some left again, a couple of bots caught by a rule.
    for (let i = 0; i < 45; i++) {
      const created = now - random() * 90 * DAY;
      const email =
        `${pick(FIRST)}.${pick(LAST)}.${i}`.toLowerCase().replace(/[^a-z0-9.]/g, "") +
        "@inbox.example";
      await db
        .insert(subscribers)
        .values({
          id: randomUUID(),
          createdAt: new Date(created),
          email,
          emailKey: email,
          unsubscribeToken: randomBytes(24).toString("base64url"),
          status: i % 9 === 0 ? "pending" : "confirmed",
          confirmToken: randomBytes(24).toString("base64url"),
          confirmedAt: i % 9 === 0 ? null : new Date(created + DAY / 24),
          sourcePage: pick(["/", "/blog", "/Blogs", "/Industries", null]),
          spamReason: i >= 43 ? "honeypot" : null,
        })
        .onConflictDoNothing();
    }

    for (let i = 0; i < events.length; i += 200)
      await db.insert(recordEvents).values(events.slice(i, i + 200));
    for (let i = 0; i < mails.length; i += 200)
      await db.insert(outbox).values(mails.slice(i, i + 200));
    await audit(
      db,
      { kind: "system" },
      { action: "seed.demo", detail: { enquiries: 60, applications: 40, subscribers: 45 } },
    );
    await seedContent(db, {
      kind: "staff",
      id: ids.marketing!.id,
      email: people.marketing.email,
      name: ids.marketing!.name,
      role: "marketing",
    });

    console.info(
      "Demo data added: 60 enquiries, 40 applications (28 to four positions, three of them open and one closed), 45 subscribers, spam and failed mail, page revisions and drafts, three uploaded pictures, a scheduled post and a draft case study.",
    );
    console.info(`Demo staff accounts (password for each: ${password}):`);
    for (const [role, person] of Object.entries(people))
      console.info(`  ${role.padEnd(10)} ${person.email}`);
    if (seeded) console.info("(The demo accounts existed already: their passwords are unchanged.)");
    console.info(`Start the site (npm start) and sign in at ${context.settings.siteUrl}/admin`);
  } finally {
    await close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof OperatorError ? error.message : error);
    process.exit(1);
  },
);
