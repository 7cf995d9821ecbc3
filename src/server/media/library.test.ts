/**
 * The media library on both databases: the bundled artwork imported once, uploads stored with
 * every width under a content hash (metadata gone), refusals by bytes, size and pixels, alt
 * text required unless decorative, the in-use refusal of a delete, and a page naming a
 * picture that is not in the library refused with a field message.
 */
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { bundledMedia, findMedia } from "@/content/media";
import type { PageInput } from "@/content/schema";
import mediaWidths from "@/components/ui/media-widths.json";
import { migrateContent } from "../content/content-migrations";
import { createPage, getPageRecord, publishPage, saveDraft } from "../content/page-store";
import { auditLog, contentPages, mediaAssets, mediaFiles } from "../db/schema";
import { deleteMedia, listMedia, mediaFile, mediaUses, updateMedia, uploadMedia } from "./library";
import { dropSiteCaches, ensureMediaLibrary } from "../content/site-caches";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./process-upload";
import { marketingActor as marketing } from "@tests/support/fixtures/staff";

const backends = await availableBackends();

async function photo(width: number, height: number, tint = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: tint, g: 120, b: 200 } } })
    .composite([
      {
        input: await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
          .png()
          .toBuffer(),
        left: 10,
        top: 10,
      },
    ])
    .jpeg()
    .withExif({ IFD0: { Make: "TestCam", Model: "X1", Copyright: "Someone" } })
    .toBuffer();
}

describeBackends("media library", backends, (suite) => {
  beforeEach(async () => {
    dropSiteCaches();
    await migrateContent(suite.db);
  });

  it("holds the site's generated images and videos from the first start, once", async () => {
    const all = await listMedia(suite.db);
    const bundled = Object.keys(bundledMedia);
    expect(
      all
        .filter((item) => item.origin === "bundled")
        .map((item) => item.id)
        .sort(),
    ).toEqual(bundled.sort());
    expect(all.filter((item) => item.kind === "video")).toHaveLength(4);
    expect(all.filter((item) => item.kind === "image")).toHaveLength(143);
    expect(await migrateContent(suite.db)).toEqual([]);
    // Every bundled picture the pages or the code show is listed with where.
    const cover = all.find((item) => item.id === "blog-cover-1")!;
    expect(cover.uses.map((use) => use.label)).toEqual(["Post /blog1"]);
    const caseImage = all.find((item) => item.id === "case-telematics")!;
    expect(caseImage.uses.map((use) => use.label)).toEqual([
      "Case study “Performance Assurance for Tier-1 Telematics Customer in North America”",
    ]);
  });

  it("stores an upload at every width under its hash, without camera or location data", async () => {
    const input = await photo(2400, 1600);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const outcome = await uploadMedia(suite.db, marketing, {
      fileName: "Team Offsite 2026.JPG",
      bytes: input,
      alt: "Six colleagues around a whiteboard",
      decorative: false,
    });
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    expect(outcome.id).toMatch(/^team-offsite-2026-[0-9a-f]{8}$/);
    const [asset] = await suite.db.select().from(mediaAssets).where(eq(mediaAssets.id, outcome.id));
    expect(asset).toMatchObject({
      width: 1600,
      height: 1067,
      origin: "upload",
      createdBy: "Mia Marketing",
    });
    const hash = /^\/media\/library\/([0-9a-f]{32})\.webp$/.exec(asset!.src)![1]!;
    const files = await suite.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.assetId, outcome.id));
    expect(files.map((file) => file.width).sort((a, b) => a - b)).toEqual(mediaWidths);
    for (const file of files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
    }
    const full = await mediaFile(suite.db, hash, null);
    expect((await sharp(full!).metadata()).width).toBe(1600);
    expect((await sharp((await mediaFile(suite.db, hash, 400))!).metadata()).width).toBe(400);
    expect(await mediaFile(suite.db, hash, 401)).toBeNull();
    // The same picture again is not a second item.
    const again = await uploadMedia(suite.db, marketing, {
      fileName: "copy.jpg",
      bytes: input,
      alt: "Again",
      decorative: false,
    });
    expect(again).toEqual({
      ok: false,
      field: "file",
      message: `This picture is already in the library as “${outcome.id}”.`,
    });
    // Pages draw it once the process has read the library.
    await ensureMediaLibrary(suite.db);
    expect(findMedia(outcome.id)).toMatchObject({
      src: asset!.src,
      alt: "Six colleagues around a whiteboard",
    });
    const [entry] = await suite.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "media.upload"));
    expect(entry).toMatchObject({ recordId: outcome.id, actor: "marketing@corvane.test" });
  });

  it("refuses by bytes, by size and by pixels, and asks for alt text unless decorative", async () => {
    const upload = (bytes: Uint8Array, alt = "A picture", decorative = false) =>
      uploadMedia(suite.db, marketing, { fileName: "x", bytes, alt, decorative });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await upload(svg)).toEqual({
      ok: false,
      field: "file",
      message: UPLOAD_MESSAGES.unsupportedType,
    });
    expect(await upload(new Uint8Array(MAX_UPLOAD_BYTES + 1))).toEqual({
      ok: false,
      field: "file",
      message: UPLOAD_MESSAGES.tooLarge,
    });
    const huge = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: "#000" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await upload(huge)).toEqual({
      ok: false,
      field: "file",
      message: UPLOAD_MESSAGES.tooManyPixels(8000, 5001),
    });
    const small = await photo(300, 200);
    expect(await upload(small, "  ")).toEqual({
      ok: false,
      field: "alt",
      message: "Describe the picture for people who cannot see it, or mark it as decorative",
    });
    expect(await upload(small, "", true)).toMatchObject({ ok: true });
    expect(
      await suite.db.select().from(mediaAssets).where(eq(mediaAssets.origin, "upload")),
    ).toHaveLength(1);
  });

  it("refuses to delete a picture in use, naming where, and deletes it once unused", async () => {
    const refused = await deleteMedia(suite.db, marketing, { id: "blog-hero" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.message).toMatch(/^“blog-hero” is in use and cannot be deleted: Page \/blog/);
    }
    const uploaded = await uploadMedia(suite.db, marketing, {
      fileName: "office.png",
      bytes: await photo(900, 600, 90),
      alt: "Our office",
      decorative: false,
    });
    if (!uploaded.ok) throw new Error(uploaded.message);
    // A draft names it: in use, though no visitor sees it yet.
    const created = await createPage(suite.db, marketing, {
      path: "/office",
      title: "Office",
      product: "Corvane",
    });
    if (!created.ok) throw new Error(created.message);
    const page = await getPageRecord(suite.db, created.id);
    const document: PageInput = {
      path: "/office",
      title: "Office",
      description: "Where our team works: a bright room with long tables and too many plants.",
      sections: [
        {
          type: "hero",
          heading: "Office",
          lead: "Come and see us.",
          background: { image: uploaded.id },
        },
      ],
    };
    const saved = await saveDraft(suite.db, marketing, {
      pageId: created.id,
      baseVersion: page!.draftVersion,
      document,
      product: "Corvane",
    });
    expect(saved).toMatchObject({ ok: true });
    expect((await mediaUses(suite.db)).get(uploaded.id)).toEqual([
      { label: "Page /office (draft only)", href: `/admin/content/${created.id}` },
    ]);
    const blocked = await deleteMedia(suite.db, marketing, { id: uploaded.id });
    expect(blocked).toMatchObject({ ok: false });
    // Published, a change of alt text redraws the page that shows it.
    const published = await publishPage(suite.db, marketing, {
      pageId: created.id,
      baseVersion: saved.ok ? saved.version : 0,
      document,
      note: "",
      product: "Corvane",
    });
    expect(published).toMatchObject({ ok: true });
    const updated = await updateMedia(suite.db, marketing, {
      id: uploaded.id,
      alt: "Our office in the morning",
      decorative: false,
      focalX: 30,
      focalY: 70,
      note: "",
    });
    expect(updated).toMatchObject({ ok: true, changedPaths: ["/office"] });
    // Taken off the page, it can go.
    const without = {
      ...document,
      sections: [{ type: "hero" as const, heading: "Office", lead: "Come and see us." }],
    };
    const again = await publishPage(suite.db, marketing, {
      pageId: created.id,
      baseVersion: published.ok ? published.version : 0,
      document: without,
      note: "",
      product: "Corvane",
    });
    expect(again).toMatchObject({ ok: true });
    expect(await deleteMedia(suite.db, marketing, { id: uploaded.id })).toMatchObject({ ok: true });
    expect(
      await suite.db.select().from(mediaFiles).where(eq(mediaFiles.assetId, uploaded.id)),
    ).toHaveLength(0);
  });

  it("decides a save and a delete of the same picture together: never both (issue 48)", async () => {
    // PGlite has one connection, so its transactions never interleave; on PostgreSQL the save
    // is held at its page's row lock while the delete runs, the order that let both succeed.
    if (suite.backend !== "postgres") return;
    const uploaded = await uploadMedia(suite.db, marketing, {
      fileName: "team.png",
      bytes: await photo(900, 600, 70),
      alt: "The team",
      decorative: false,
    });
    if (!uploaded.ok) throw new Error(uploaded.message);
    const created = await createPage(suite.db, marketing, {
      path: "/team-day",
      title: "Team day",
      product: "Corvane",
    });
    if (!created.ok) throw new Error(created.message);
    const page = await getPageRecord(suite.db, created.id);
    const document: PageInput = {
      path: "/team-day",
      title: "Team day",
      description: "A day with the whole team: talks, a long lunch and a walk along the river.",
      sections: [
        { type: "hero", heading: "Team day", lead: "Hi.", background: { image: uploaded.id } },
      ],
    };
    let release!: () => void;
    let held!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const locked = new Promise<void>((resolve) => (held = resolve));
    const holder = suite.db.transaction(async (tx) => {
      await tx.select().from(contentPages).where(eq(contentPages.id, created.id)).for("update");
      held();
      await gate;
    });
    await locked;
    const save = saveDraft(suite.db, marketing, {
      pageId: created.id,
      baseVersion: page!.draftVersion,
      document,
      product: "Corvane",
    });
    const removed = await deleteMedia(suite.db, marketing, { id: uploaded.id });
    release();
    await holder;
    const saved = await save;
    expect(removed.ok && saved.ok).toBe(false);
    const [asset] = await suite.db
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, uploaded.id));
    const stored = await getPageRecord(suite.db, created.id);
    // Whatever won, the stored draft never names a picture that is gone.
    if (!asset) expect(JSON.stringify(stored!.draft)).not.toContain(uploaded.id);
    if (!saved.ok) expect(saved.message).toMatch(/not saved/);
  });

  it("refuses a page that names a picture the library does not have, or an image as a video", async () => {
    const created = await createPage(suite.db, marketing, {
      path: "/gallery",
      title: "Gallery",
      product: "Corvane",
    });
    if (!created.ok) throw new Error(created.message);
    const page = await getPageRecord(suite.db, created.id);
    const outcome = await saveDraft(suite.db, marketing, {
      pageId: created.id,
      baseVersion: page!.draftVersion,
      document: {
        path: "/gallery",
        title: "Gallery",
        description: "Pictures of what we build and where we build it, updated every quarter.",
        sections: [
          {
            type: "hero",
            heading: "Gallery",
            lead: "Look around.",
            background: { image: "no-such-picture" },
          },
          { type: "video", video: "blog-hero" },
        ],
      },
      product: "Corvane",
    });
    expect(outcome).toEqual({
      ok: false,
      kind: "invalid",
      message: "The draft was not saved: 2 fields need attention.",
      issues: [
        {
          path: ["sections", 0, "background", "image"],
          message: "“no-such-picture” is not in the media library (any more): choose another",
        },
        { path: ["sections", 1, "video"], message: "Choose a video: this is an image" },
      ],
    });
  });

  it("keeps the alt text of a decorative picture empty and checks the focal point", async () => {
    expect(
      await updateMedia(suite.db, marketing, {
        id: "blog-cover-2",
        alt: "",
        decorative: false,
        focalX: 50,
        focalY: 50,
        note: "",
      }),
    ).toMatchObject({ ok: false, field: "alt" });
    expect(
      await updateMedia(suite.db, marketing, {
        id: "blog-cover-2",
        alt: "x",
        decorative: false,
        focalX: 101,
        focalY: 50,
        note: "",
      }),
    ).toMatchObject({ ok: false, field: "focal" });
    expect(
      await updateMedia(suite.db, marketing, {
        id: "blog-cover-2",
        alt: "kept?",
        decorative: true,
        focalX: 10,
        focalY: 90,
        note: "",
      }),
    ).toMatchObject({ ok: true });
    dropSiteCaches();
    await ensureMediaLibrary(suite.db);
    expect(findMedia("blog-cover-2")).toMatchObject({ alt: "", focalX: 10, focalY: 90 });
  });
});
