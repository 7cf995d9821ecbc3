/**
 * A case study's hooks: the pages that list or name it change with it, and it cannot be taken
 * down while a page shows it. It has no page of its own: search finds it on /Casestud.
 */
import "server-only";
import { caseStudyFromDocument } from "@/content/documents";
import { CASE_STUDY_PREFIX, type CaseStudyDocument } from "@/content/kinds/case-study";
import { caseStudyText } from "../../search/extract";
import {
  caseStudyRefs,
  liveOf,
  pagesShowingCaseStudy,
  sectionsOf,
  takeDownIn,
} from "../kind-rules";
import type { KindHooks } from "./types";

/** The spec's page of every case study; its cards carry the anchor `#<key>` (case-study-card.tsx). */
const CASE_STUDIES_PATH = "/Casestud";

async function affectedPaths(
  db: Parameters<KindHooks<unknown>["affectedPaths"]>[0],
  address: string,
) {
  const key = address.slice(CASE_STUDY_PREFIX.length);
  return (await liveOf(db, "page"))
    .filter(
      (page) =>
        sectionsOf(page.document).some((section) => section.type === "caseStudyList") ||
        caseStudyRefs(page.document).some((ref) => ref.key === key),
    )
    .map((page) => page.path!)
    .filter(Boolean);
}

export const caseStudyHooks: KindHooks<CaseStudyDocument> = {
  affectedPaths,
  /** It leaves the carousels and /Casestud, unless a page names it. */
  async unpublish(tx, actor, row, client) {
    if (!row.publishedRevisionId || row.unpublishedAt) {
      return { ok: false, kind: "refused", message: "This case study is not published." };
    }
    const showing = await pagesShowingCaseStudy(tx, row.path.slice(CASE_STUDY_PREFIX.length));
    if (showing.length > 0) {
      return {
        ok: false,
        kind: "refused",
        message: `This case study cannot be unpublished while ${showing.map((path) => `the page ${path}`).join(", ")} show${showing.length === 1 ? "s" : ""} it. Take it out of those pages first.`,
      };
    }
    await takeDownIn(
      tx,
      actor,
      row.id,
      { unpublishedAt: new Date() },
      { action: "content.unpublish", recordKind: "caseStudy", client },
    );
    return {
      ok: true,
      version: row.draftVersion,
      message: "Unpublished: it no longer shows on the site.",
      changedPaths: await affectedPaths(tx, row.path),
    };
  },
  searchText: async (study) => caseStudyText(study, CASE_STUDIES_PATH),
  catalogue: (parts, _id, study) => {
    parts.caseStudies.set(study.key, caseStudyFromDocument(study));
  },
};
