/**
 * The recipe for a new kind of content, followed in a test: a sixth kind ("note") is one
 * client module and its server hooks, registered in a registry built beside the site's; the
 * store then creates, checks, saves and publishes it with no change of its own. (The `kind`
 * column is text, so a new kind needs no migration of the database.)
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { z } from "zod";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { marketingActor as marketing } from "@tests/support/fixtures/staff";
import type { ContentKind } from "@/content/kinds";
import { PUBLISHED_STATUS } from "@/content/kinds/shared";
import { contentPages, contentRevisions } from "../../db/schema";
import { createPage, getPageRecord, publishPage, saveDraft } from "../page-store";
import { bindKind, kindRegistry, siteKinds } from "./index";
import type { KindHooks } from "./types";

const backends = await availableBackends();
const PRODUCT = "Corvane";

const noteSchema = z.object({
  path: z.string().regex(/^\/notes\/[a-z0-9-]+$/, "Use /notes/ followed by a slug"),
  title: z.string().trim().min(5, "Write a title of at least 5 characters"),
  body: z.string().trim().min(20, "Write at least 20 characters"),
});
type NoteDocument = z.infer<typeof noteSchema>;

const note: ContentKind<"note", NoteDocument> = {
  name: "note",
  schema: noteSchema,
  fields: [
    { key: "path", label: "Address", kind: "text", required: true },
    { key: "title", label: "Title", kind: "text", required: true },
    { key: "body", label: "Body", kind: "longText", required: true },
  ],
  address: { type: "path", shape: noteSchema.shape.path, fromTitle: (slug) => `/notes/${slug}` },
  right: "content",
  words: {
    singular: "note",
    heading: "Note",
    plural: "Notes",
    intro: "A short note.",
    list: { title: "Notes", intro: "Every note." },
    status: PUBLISHED_STATUS,
    takeDown: null,
    mediaUse: ({ path }) => `Note ${path}`,
  },
  create: {
    title: "New note",
    help: "A new note starts as a draft.",
    submit: "Create note",
    firstDraft: ({ title, address }) => ({ path: address, title, body: "" }),
  },
  publicPage: false,
  studioList: "/admin/content?kind=note",
};

const noteHooks: KindHooks<NoteDocument> = {
  affectedPaths: async () => ["/notes"],
  // The hook sees the document as its schema reads it: `body` is a string here.
  problems: async (_db, document) =>
    document.body.includes("lorem")
      ? [{ path: ["body"], message: "Write real words, not placeholder text" }]
      : [],
};

const kinds = kindRegistry([
  ...siteKinds.names.map((name) => siteKinds.kind(name)),
  bindKind(note, noteHooks),
]);

describeBackends("a kind added by its module alone", backends, (suite) => {
  it("is created from its title, checked by its schema and hooks, saved and published", async () => {
    const created = await createPage(
      suite.db,
      marketing,
      { kind: "note", path: "", title: "Release notes for November", product: PRODUCT },
      kinds,
    );
    expect(created).toMatchObject({ ok: true, path: "/notes/release-notes-for-november" });
    if (!created.ok) return;
    const record = await getPageRecord(suite.db, created.id);
    expect(record).toMatchObject({ kind: "note", draft: { body: "" } });

    const save = (document: unknown, baseVersion: number) =>
      saveDraft(
        suite.db,
        marketing,
        { pageId: created.id, baseVersion, document, product: PRODUCT },
        kinds,
      );
    const empty = await save(record!.draft, record!.draftVersion);
    expect(empty).toMatchObject({
      ok: false,
      kind: "invalid",
      issues: [{ path: ["body"], message: "Write at least 20 characters" }],
    });
    const placeholder = { ...(record!.draft as NoteDocument), body: "lorem ipsum dolor sit amet" };
    expect(await save(placeholder, record!.draftVersion)).toMatchObject({
      ok: false,
      issues: [{ path: ["body"], message: "Write real words, not placeholder text" }],
    });
    const document = { ...placeholder, body: "Search now finds case studies by industry." };
    const saved = await save(document, record!.draftVersion);
    expect(saved).toMatchObject({ ok: true, version: record!.draftVersion + 1 });

    const published = await publishPage(
      suite.db,
      marketing,
      {
        pageId: created.id,
        baseVersion: record!.draftVersion + 1,
        document,
        note: "",
        product: PRODUCT,
      },
      kinds,
    );
    expect(published).toMatchObject({
      ok: true,
      changedPaths: ["/notes/release-notes-for-november", "/notes"],
    });
    const live = await getPageRecord(suite.db, created.id);
    expect(live?.publishedPath).toBe("/notes/release-notes-for-november");
    const revisions = await suite.db
      .select({ document: contentRevisions.document })
      .from(contentRevisions)
      .where(eq(contentRevisions.pageId, created.id));
    expect(revisions.map((revision) => revision.document)).toEqual([document]);
    expect(await suite.db.select({ kind: contentPages.kind }).from(contentPages)).toEqual([
      { kind: "note" },
    ]);
  });
});
