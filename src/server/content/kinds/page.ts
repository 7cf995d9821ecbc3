/** A page's hooks: it names only published case studies; a publish changes only itself. */
import "server-only";
import { CASE_STUDY_PREFIX } from "@/content/kinds/case-study";
import type { PageContent } from "@/content/schema";
import { pageText } from "../../search/extract";
import { caseStudyRefs, liveOf } from "../kind-rules";
import type { KindHooks } from "./types";

export const pageHooks: KindHooks<PageContent> = {
  affectedPaths: async () => [],
  async problems(db, page) {
    const refs = caseStudyRefs(page);
    if (refs.length === 0) return [];
    const published = new Set(
      (await liveOf(db, "caseStudy")).map((row) => row.key.slice(CASE_STUDY_PREFIX.length)),
    );
    return refs
      .filter((ref) => !published.has(ref.key))
      .map((ref) => ({
        path: ref.path,
        message: `No published case study is called “${ref.key}”: choose another`,
      }));
  },
  render: (_id, page) => ({ page }),
  // A page kept out of search engines is kept out of the site's search too.
  searchText: async (page, { menus }) => (page.noindex ? null : pageText(page, await menus())),
};
