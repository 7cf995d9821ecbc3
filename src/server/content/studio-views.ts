/**
 * What the studio's screens show, worked out from the kinds' modules: the list of a kind (its
 * tabs, statuses and "New …" form) and the editor of one document (its status sentence, form,
 * choices and the way to take it down). The routes under src/app/admin/content only compose.
 */
import "server-only";
import { notFound } from "next/navigation";
import { siteConfig } from "@/config/site";
import type { EditorChoices } from "@/components/studio/types";
import { formatTime } from "@/components/workspace/time";
import { DOCUMENT_KINDS, type DocumentKind } from "@/content/documents";
import { contentKinds, titleOf } from "@/content/kinds";
import { CASE_STUDY_PREFIX } from "@/content/kinds/case-study";
import { fillText } from "@/content/tokens";
import { readNotice, type NoticeMessage } from "@/lib/notice";
import { describeInZone } from "@/lib/time/zoned";
import { readSaidNotice } from "../actions/kit";
import { CONTENT_NOTICES } from "../actions/notices";
import { can, requireStaff } from "../auth/access";
import { resolveAuthSecret } from "../auth/secret";
import { requireContext } from "../context";
import { listMedia, type MediaSummary } from "../media/library";
import { canUseStudio, kindsFor } from "./kind-access";
import { listPages, listRevisions, type PageSummary } from "./page-store";
import { applicationCounts } from "./positions";
import { currentTokenValues, fillPath } from "./public-pages";
import { studioPage } from "./studio-page";

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

/** The studio's list of one kind, for the signed-in person (a kind not theirs is a 404). */
export async function contentListView(query: Query) {
  const staff = await requireStaff(null, "/admin/content");
  if (!canUseStudio(staff)) notFound();
  const search = (one(query.q) ?? "").slice(0, 100);
  // Each person sees the kinds their role works on; asking for another kind is a 404.
  const allowed = kindsFor(staff);
  const asked = DOCUMENT_KINDS.find((kind) => kind === query.kind);
  if (asked && !allowed.includes(asked)) notFound();
  const kind = contentKinds[asked ?? allowed[0]!];
  const { db } = (await requireContext()).database;
  const tokens = currentTokenValues();
  const pages = await listPages(db, search, kind.name);
  // A position's applications are one click away for those who work them.
  const applied =
    kind.right === "positions" && can(staff, "applications") ? await applicationCounts(db) : null;
  return {
    kind: kind.name,
    words: kind.words,
    studioList: kind.studioList,
    search,
    /** The form keeps the kind unless it is the person's first tab, which needs no parameter. */
    keepKind: kind.name !== allowed[0],
    tabs:
      allowed.length > 1
        ? allowed.map((name) => ({
            kind: name,
            label: contentKinds[name].words.plural,
            href: contentKinds[name].studioList,
            current: name === kind.name,
          }))
        : [],
    rows: pages.map((page) => ({
      id: page.id,
      title: fillText(page.title, tokens),
      address: page.path.startsWith("/") ? fillPath(page.path) : page.path,
      status: kind.words.status[page.status],
      scheduled: page.scheduledAt ? describeInZone(page.scheduledAt, siteConfig.timeZone) : null,
      needsAttention: page.needsAttention,
      draftSavedAt: page.draftSavedAt,
      draftSavedBy: page.draftSavedBy,
      applications: applied ? (applied.get(page.id) ?? 0) : null,
    })),
    create: kind.create
      ? {
          title: kind.create.title,
          help: kind.create.help,
          submit: kind.create.submit,
          pathHint: kind.create.pathHint ?? null,
        }
      : null,
  };
}

/** The media library as the editor's image and video choices, and the published case studies. */
function choices(library: MediaSummary[], caseStudies: PageSummary[]): EditorChoices {
  const choice = (item: MediaSummary) => ({
    value: item.id,
    label:
      `${item.id}: ${item.decorative ? "decorative" : item.alt || item.note || item.fileName}`.slice(
        0,
        140,
      ),
    thumbnail: item.thumbnail,
  });
  return {
    images: library.filter((item) => item.kind === "image").map(choice),
    videos: library.filter((item) => item.kind === "video").map(choice),
    // Only published case studies can be shown on a page.
    caseStudies: caseStudies
      .filter((study) => study.status === "published" || study.status === "changed")
      .map((study) => ({ value: study.path.slice(CASE_STUDY_PREFIX.length), label: study.title })),
  };
}

/**
 * What the last action said: a notice of the catalogue ("created"), or the sealed sentence a
 * per-page button's store call answered with (redirectSaying, see studio-actions.ts).
 */
function editorMessage(query: Query, secret: string): NoticeMessage | null {
  return readNotice(query, CONTENT_NOTICES) ?? readSaidNotice(secret, query);
}

/** The editor of one document, for a person whose right covers its kind (else a 404). */
export async function documentEditorView(id: string, query: Query) {
  const { db, page } = await studioPage(id);
  const [revisions, library, caseStudies] = await Promise.all([
    listRevisions(db, page.id),
    listMedia(db),
    listPages(db, "", "caseStudy"),
  ]);
  const kind = contentKinds[page.kind as DocumentKind];
  const { words, address } = kind;
  const live = Boolean(page.publishedRevisionId && !page.unpublishedAt);
  const liveAt = page.publishedPath && !page.unpublishedAt ? fillPath(page.publishedPath) : null;
  const draftIsLive = page.publishedDraftVersion === page.draftVersion;
  const title = titleOf(kind, page.draft);
  // Only what is live can be taken down: at its address, or by its key (a case study).
  const takeDownShown = liveAt !== null || (address.type === "key" && live);
  return {
    page,
    revisions,
    words,
    studioList: kind.studioList,
    title,
    crumb: address.type === "path" ? fillPath(page.path) : title,
    liveAt,
    /** After "Live at <address>", or the whole sentence when it is not live at an address. */
    status: liveAt
      ? draftIsLive
        ? "; the draft is what is live."
        : "; the draft has changes that are not published."
      : live
        ? draftIsLive
          ? "Published; the draft is what is live."
          : "Published; the draft has changes that are not published."
        : page.closedAt
          ? `Closed ${formatTime(page.closedAt)}: its page says the position is no longer open. Publish it to open it again.`
          : page.unpublishedAt
            ? "Unpublished: visitors get “page not found”."
            : "Never published: visitors cannot see it yet.",
    message: editorMessage(query, resolveAuthSecret((await requireContext()).settings)),
    editorKey: `${page.id}-${one(query.v) ?? ""}`,
    keptTime: one(query.at)?.slice(0, 20),
    choices: choices(library, caseStudies),
    previewHref: kind.publicPage ? `/api/preview?page=${page.id}` : null,
    form: kind.fields
      ? {
          heading: words.heading,
          intro: words.intro,
          fields: kind.fields,
          readOnly: words.readOnly,
        }
      : undefined,
    takeDown:
      takeDownShown && words.takeDown
        ? {
            heading: words.takeDown.heading,
            explanation:
              page.locked && words.takeDown.whenLocked
                ? words.takeDown.whenLocked
                : words.takeDown.explanation,
            button: page.locked ? null : words.takeDown.button,
          }
        : null,
  };
}
