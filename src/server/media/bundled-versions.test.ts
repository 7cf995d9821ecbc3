/** The bundled artwork's versioned addresses (issue 48): they change when the bytes change. */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it, vi } from "vitest";

it("names each bundled file by a hash of its bytes, and leaves other addresses alone", async () => {
  const { versionedMediaSrc } = await import("./bundled-versions");
  const hero = versionedMediaSrc("/media/co-home-hero.webp");
  expect(hero).toMatch(/^\/media\/v\/[0-9a-f]{12}\/co-home-hero\.webp$/);
  expect(versionedMediaSrc("/media/co-home-hero.webp")).toBe(hero);
  expect(versionedMediaSrc("/media/co-about-hero.mp4")).toMatch(/^\/media\/v\/[0-9a-f]{12}\//);
  expect(versionedMediaSrc("/media/blog-hero.webp")).not.toBe(
    hero.replace("co-home-hero", "blog-hero"),
  );
  expect(versionedMediaSrc("/media/library/abc.webp")).toBe("/media/library/abc.webp");
  expect(versionedMediaSrc("/media/not-there.webp")).toBe("/media/not-there.webp");
});

it("gives a file another address when its bytes change", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "bundled-"));
  try {
    const media = path.join(root, "public", "media");
    mkdirSync(media, { recursive: true });
    copyFileSync("public/media/co-home-hero.webp", path.join(media, "a.webp"));
    vi.spyOn(process, "cwd").mockReturnValue(root);
    vi.resetModules();
    const first = (await import("./bundled-versions")).versionedMediaSrc("/media/a.webp");
    writeFileSync(path.join(media, "a.webp"), "other bytes");
    vi.resetModules();
    const second = (await import("./bundled-versions")).versionedMediaSrc("/media/a.webp");
    expect(first).toMatch(/^\/media\/v\/[0-9a-f]{12}\/a\.webp$/);
    expect(second).toMatch(/^\/media\/v\/[0-9a-f]{12}\/a\.webp$/);
    expect(second).not.toBe(first);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
