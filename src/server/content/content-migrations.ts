/**
 * Versioned changes to the content store, applied once each, in order, at start-up (after the
 * schema's migrations), each in one transaction with its record in `content_migrations`. The
 * first imports the site's pages; a later one that adds to shipped content (a section on a
 * page) must add to what is stored and never overwrite a staff member's edit.
 */
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import {
  caseStudyDocumentSchema,
  MENUS_KEY,
  menusDocumentSchema,
  postDocumentSchema,
  type PostDocument,
} from "@/content/documents";
import { bundledMedia } from "@/content/media";
import { defaultMenus } from "@/content/navigation";
import { pageSchema } from "@/content/schema";
import type { Database, Transaction } from "../db/client";
import { queryRows } from "../db/client";
import { contentPages, contentRevisions, mediaAssets } from "../db/schema";
import { pages as initialPages } from "./initial-pages";
import { initialPosts } from "./initial-pages/blog";
import { caseStudies as initialCaseStudies } from "./initial-pages/case-studies";
import { OPEN_POSITIONS_SECTION } from "./initial-pages/careers";
import { privacyPolicyText } from "./initial-pages/privacy-policy";

/** The privacy policy's paragraph on applications as it shipped before issue 38. */
const APPLICATIONS_POLICY_BEFORE_38 =
  "When you apply through the Join Us page we store your first and last name, e-mail address, experience band, whether you are a job seeker or an employer, your country code and mobile number, and the résumé file you upload. Applications are kept for {retention.applications} after we last worked on them and then deleted with the résumé file, unless you are hired, in which case they become part of your employee record.";

interface ContentMigration {
  id: string;
  apply(tx: Transaction): Promise<void>;
}

const IMPORTED_BY = "Initial import";

const migrations: ContentMigration[] = [
  {
    // Today's site, word for word, published as revision 1 of each page of the route table.
    id: "0001-initial-pages",
    async apply(tx) {
      for (const page of initialPages) {
        await publishNew(
          tx,
          "page",
          page.path,
          page.path,
          true,
          pageSchema.parse(page),
          "The site as it was built in code",
        );
      }
    },
  },
  {
    // The generated artwork the site ships with, as the media library's first items (issue
    // 37). Its files stay under public/media; staff can describe, replace in pages and delete
    // them like uploads.
    id: "0002-media-library",
    async apply(tx) {
      const rows = Object.entries(bundledMedia).map(([id, entry]) => ({
        id,
        kind: entry.kind,
        origin: "bundled" as const,
        fileName: entry.src.slice("/media/".length),
        alt: entry.alt,
        decorative: entry.alt === "",
        width: entry.width,
        height: entry.height,
        src: entry.src,
        webm: entry.kind === "video" ? entry.webm : null,
        poster: entry.kind === "video" ? entry.poster : null,
        note: entry.use,
        createdBy: IMPORTED_BY,
        updatedBy: IMPORTED_BY,
      }));
      await tx.insert(mediaAssets).values(rows).onConflictDoNothing();
    },
  },
  {
    // Posts, case studies and the menus join the studio (issue 37). On a database from before,
    // /blog1–/blog5 were pages holding an "article" section that named code: each becomes a
    // post, its stored title, description, lead, cover and call to action kept, in its draft
    // and in every revision. A fresh database gets the five posts as they shipped.
    id: "0003-posts-case-studies-menus",
    async apply(tx) {
      for (const post of initialPosts) {
        const [existing] = await tx
          .select()
          .from(contentPages)
          .where(and(eq(contentPages.path, post.path), eq(contentPages.kind, "page")));
        if (existing) {
          await tx
            .update(contentPages)
            .set({ kind: "post", draft: asPost(existing.draft, post) })
            .where(eq(contentPages.id, existing.id));
          const revisions = await tx
            .select()
            .from(contentRevisions)
            .where(eq(contentRevisions.pageId, existing.id));
          for (const revision of revisions) {
            await tx
              .update(contentRevisions)
              .set({ document: asPost(revision.document, post) })
              .where(eq(contentRevisions.id, revision.id));
          }
        } else {
          await publishNew(tx, "post", post.path, post.path, true, postDocumentSchema.parse(post));
        }
      }
      for (const study of initialCaseStudies) {
        const { id, ...rest } = study;
        const document = caseStudyDocumentSchema.parse({ key: id, ...rest });
        await publishNew(tx, "caseStudy", `case-study:${id}`, null, false, document);
      }
      await publishNew(tx, "menus", MENUS_KEY, null, true, menusDocumentSchema.parse(defaultMenus));
    },
  },
  {
    // /CareerPage lists the open positions (issue 38). The section is added after the careers
    // links, to the live page (as a new revision) and to the draft, whose other edits stay.
    id: "0004-open-positions",
    async apply(tx) {
      await reviseStoredPage(
        tx,
        "/CareerPage",
        (document) =>
          hasOpenPositions(document)
            ? { value: document as Record<string, unknown>, changed: false }
            : { value: withOpenPositions(document), changed: true },
        "The open positions added (issue 38)",
      );
    },
  },
  {
    // The privacy policy says what applications to a position keep and which e-mail applicants
    // get (issue 38). Only the paragraph as it shipped is replaced: an edited one is left for
    // the site's owners, and the server's log says so.
    id: "0005-privacy-policy-positions",
    async apply(tx) {
      const revised = await reviseStoredPage(
        tx,
        "/PrivacyPolicy",
        (document) =>
          replaceText(document, APPLICATIONS_POLICY_BEFORE_38, privacyPolicyText.applications),
        "What applications to a position keep (issue 38)",
      );
      const current = await tx
        .select({ draft: contentPages.draft })
        .from(contentPages)
        .where(eq(contentPages.path, "/PrivacyPolicy"));
      const says = current.some((row) =>
        JSON.stringify(row.draft).includes(JSON.stringify(privacyPolicyText.applications)),
      );
      if (!revised && current.length > 0 && !says) {
        console.warn(
          "[content] /PrivacyPolicy was edited: add what applications to a position keep (screening answers, rejection reasons, the acknowledgement e-mail) to its wording by hand",
        );
      }
    },
  },
];

type Revision = (document: unknown) => { value: Record<string, unknown>; changed: boolean };

/**
 * Applies `revise` to the stored page at `path`: to its live document as a new revision, and to
 * its draft as a new draft version. A draft that was what is live stays so; one with unpublished
 * changes keeps them, unpublished. Answers whether anything changed.
 */
async function reviseStoredPage(
  tx: Transaction,
  path: string,
  revise: Revision,
  note: string,
): Promise<boolean> {
  const [page] = await tx
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.path, path), eq(contentPages.kind, "page")));
  if (!page) return false;
  const [live] = page.publishedRevisionId
    ? await tx
        .select()
        .from(contentRevisions)
        .where(eq(contentRevisions.id, page.publishedRevisionId))
    : [];
  const draft = revise(page.draft);
  const liveAfter = live ? revise(live.document) : null;
  if (!draft.changed && !liveAfter?.changed) return false;
  let publishedRevisionId = page.publishedRevisionId;
  if (liveAfter?.changed) {
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${contentRevisions.number}), 0)` })
      .from(contentRevisions)
      .where(eq(contentRevisions.pageId, page.id));
    const [revision] = await tx
      .insert(contentRevisions)
      .values({
        pageId: page.id,
        number: Number(last?.number ?? 0) + 1,
        document: liveAfter.value,
        publishedBy: IMPORTED_BY,
        note,
      })
      .returning({ id: contentRevisions.id });
    publishedRevisionId = revision!.id;
  }
  const draftWasLive = page.publishedDraftVersion === page.draftVersion;
  const draftVersion = draft.changed ? page.draftVersion + 1 : page.draftVersion;
  await tx
    .update(contentPages)
    .set({
      draft: draft.value,
      draftVersion,
      publishedRevisionId,
      publishedDraftVersion: draftWasLive ? draftVersion : page.publishedDraftVersion,
    })
    .where(eq(contentPages.id, page.id));
  return true;
}

/** `document` with every string exactly `before` replaced by `after`, and whether one was. */
function replaceText(
  document: unknown,
  before: string,
  after: string,
): { value: Record<string, unknown>; changed: boolean } {
  let changed = false;
  const walk = (value: unknown): unknown => {
    if (value === before) {
      changed = true;
      return after;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return { value: walk(document) as Record<string, unknown>, changed };
}

const sectionsIn = (document: unknown): Record<string, unknown>[] => {
  const sections = (document as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? (sections as Record<string, unknown>[]) : [];
};

const hasOpenPositions = (document: unknown) =>
  sectionsIn(document).some((section) => section.type === "openPositions");

/** The document with the open positions after its careers links (else before its last section). */
function withOpenPositions(document: unknown): Record<string, unknown> {
  const sections = [...sectionsIn(document)];
  const links = sections.findIndex((section) => section.type === "linkCards");
  const at = links >= 0 ? links + 1 : Math.max(sections.length - 1, 0);
  sections.splice(at, 0, { ...OPEN_POSITIONS_SECTION });
  return { ...(document as Record<string, unknown>), sections };
}

/** Inserts a document published as its revision 1, by the initial import. */
async function publishNew(
  tx: Transaction,
  kind: "page" | "post" | "caseStudy" | "menus",
  path: string,
  publishedPath: string | null,
  locked: boolean,
  document: object,
  note = "As the site shipped it",
): Promise<void> {
  const stored = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
  const [row] = await tx
    .insert(contentPages)
    .values({
      kind,
      path,
      publishedPath,
      locked,
      draft: stored,
      draftSavedBy: IMPORTED_BY,
      publishedDraftVersion: 1,
    })
    .returning({ id: contentPages.id });
  const [revision] = await tx
    .insert(contentRevisions)
    .values({
      pageId: row!.id,
      number: 1,
      document: stored,
      publishedBy: IMPORTED_BY,
      note,
    })
    .returning({ id: contentRevisions.id });
  await tx
    .update(contentPages)
    .set({ publishedRevisionId: revision!.id })
    .where(eq(contentPages.id, row!.id));
}

/** An article page as stored before posts existed, as a post: its edits kept, the body from code. */
function asPost(stored: unknown, shipped: PostDocument): PostDocument {
  const page = (stored ?? {}) as {
    path?: string;
    title?: string;
    description?: string;
    socialImage?: string;
    noindex?: boolean;
    sections?: Record<string, unknown>[];
  };
  const hero = page.sections?.find((section) => section.type === "hero") as
    { lead?: string; background?: { image?: string } } | undefined;
  const cta = page.sections?.find((section) => section.type === "callToAction") as
    { heading?: string; text?: string; action?: PostDocument["ctaAction"] } | undefined;
  return {
    ...shipped,
    path: page.path ?? shipped.path,
    title: page.title ?? shipped.title,
    description: page.description ?? shipped.description,
    ...(page.socialImage ? { socialImage: page.socialImage } : {}),
    ...(page.noindex ? { noindex: true } : {}),
    lead: hero?.lead ?? shipped.lead,
    image: hero?.background?.image ?? shipped.image,
    ctaHeading: cta?.heading ?? shipped.ctaHeading,
    ctaText: cta?.text ?? shipped.ctaText,
    ctaAction: cta?.action ?? shipped.ctaAction,
  };
}

/**
 * Applies the content migrations this database has not seen. Two instances starting together
 * on one PostgreSQL: the second waits on the first's row in `content_migrations`, then finds
 * it there and skips.
 */
export async function migrateContent(db: Database): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      const claimed = await queryRows<{ id: string }>(
        tx,
        sql`insert into content_migrations (id) values (${migration.id})
            on conflict (id) do nothing returning id`,
      );
      if (claimed.length === 0) return false;
      await migration.apply(tx);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
