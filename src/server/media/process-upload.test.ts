// @vitest-environment node
import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import {
  MAX_UPLOAD_BYTES,
  processUpload,
  UPLOAD_MESSAGES,
  type ProcessedImage,
  type UploadRefusal,
} from "./process-upload";

/** The site's srcset widths (src/components/ui/media-widths.json). */
const WIDTHS = [400, 640, 828, 1080, 1280, 1600] as const;

/**
 * A diagonal gradient rather than a flat colour, so resizing and encoding have real work to
 * do; `tint` changes the picture for the hash tests.
 */
function gradient(width: number, height: number, tint = 0) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.floor((x / width) * 255);
      pixels[at + 1] = Math.floor((y / height) * 255);
      pixels[at + 2] = tint;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const encoders = {
  "image/jpeg": (image: Sharp) => image.jpeg(),
  "image/png": (image: Sharp) => image.png(),
  "image/webp": (image: Sharp) => image.webp(),
  // The slowest encoder by far; effort 0 keeps the suite quick.
  "image/avif": (image: Sharp) => image.avif({ effort: 0 }),
};

function expectProcessed(result: ProcessedImage | UploadRefusal): ProcessedImage {
  if (!result.ok) throw new Error(`Refused: ${result.message}`);
  return result;
}

function expectRefused(result: ProcessedImage | UploadRefusal): string {
  if (result.ok) throw new Error("Expected a refusal, got an image.");
  return result.message;
}

const text = (value: string) => new TextEncoder().encode(value);

/** A PNG chunk: length, type, data and the CRC over type and data. */
function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of a few dozen bytes whose header claims `width` × `height` RGB pixels. */
function claimedSizePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("processUpload: accepted images", () => {
  for (const [type, encode] of Object.entries(encoders)) {
    it(`makes the full size and every smaller width from a ${type}`, async () => {
      const input = await encode(gradient(1800, 1200)).toBuffer();
      const result = expectProcessed(await processUpload(input, WIDTHS));

      expect(result.sourceType).toBe(type);
      expect(result.notice).toBeUndefined();
      expect([result.width, result.height]).toEqual([1600, 1067]);
      const full = await sharp(result.full).metadata();
      expect([full.format, full.width, full.height]).toEqual(["webp", 1600, 1067]);

      expect(result.variants.map((variant) => variant.width)).toEqual([400, 640, 828, 1080, 1280]);
      for (const variant of result.variants) {
        const meta = await sharp(variant.data).metadata();
        expect([meta.format, meta.width]).toEqual(["webp", variant.width]);
        // Within a pixel of the original's proportions (variants are made from the full size).
        expect(Math.abs(meta.height - (1200 * variant.width) / 1800)).toBeLessThanOrEqual(1);
      }
    });
  }

  it("never enlarges an image narrower than the widths", async () => {
    const input = await gradient(900, 600).jpeg().toBuffer();
    const result = expectProcessed(await processUpload(input, WIDTHS));

    expect([result.width, result.height]).toEqual([900, 600]);
    expect((await sharp(result.full).metadata()).width).toBe(900);
    // Every slot still gets a file, so the srcset never points at a missing one.
    expect(result.variants.map((variant) => variant.width)).toEqual([400, 640, 828, 1080, 1280]);
    const actual = await Promise.all(
      result.variants.map(async (variant) => (await sharp(variant.data).metadata()).width),
    );
    expect(actual).toEqual([400, 640, 828, 900, 900]);
  });

  it("keeps the alpha channel of a transparent PNG", async () => {
    const input = await sharp({
      create: { width: 500, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const result = expectProcessed(await processUpload(input, WIDTHS));
    expect((await sharp(result.full).metadata()).hasAlpha).toBe(true);
  });

  it("refuses a caller's empty or invalid width list", async () => {
    const input = await gradient(10, 10).png().toBuffer();
    await expect(processUpload(input, [])).rejects.toThrow(RangeError);
    await expect(processUpload(input, [400, 0])).rejects.toThrow(RangeError);
  });
});

describe("processUpload: refused by size and type", () => {
  it("refuses an empty file", async () => {
    expect(expectRefused(await processUpload(new Uint8Array(0), WIDTHS))).toBe(
      UPLOAD_MESSAGES.empty,
    );
  });

  it("refuses a file one byte over 10 MB before looking at it", async () => {
    const message = expectRefused(
      await processUpload(new Uint8Array(MAX_UPLOAD_BYTES + 1), WIDTHS),
    );
    expect(message).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(message).toContain("10 MB");
  });

  it("accepts a file of exactly 10 MB as far as the size goes", async () => {
    // Zeros are no image, so the type check is what refuses it.
    const message = expectRefused(await processUpload(new Uint8Array(MAX_UPLOAD_BYTES), WIDTHS));
    expect(message).toBe(UPLOAD_MESSAGES.unsupportedType);
  });

  it("decides the type from the bytes: SVG, GIF, PDF and text are refused", async () => {
    const svg = text(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
    );
    const gif = await gradient(20, 20).gif().toBuffer();
    const pdf = text("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
    // A text file renamed photo.jpg: only its bytes are ever looked at.
    const renamedText = text("These are my holiday notes, not a photo.\n");
    for (const bytes of [svg, gif, pdf, renamedText])
      expect(expectRefused(await processUpload(bytes, WIDTHS))).toBe(
        UPLOAD_MESSAGES.unsupportedType,
      );
    expect(UPLOAD_MESSAGES.unsupportedType).toContain("JPEG, PNG, WebP or AVIF");
  });

  it("refuses a file whose header cannot be read", async () => {
    // A JPEG signature and JFIF segment, then nothing.
    const broken = Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00,
      0x01, 0x00, 0x01, 0x00, 0x00,
    ]);
    expect(expectRefused(await processUpload(broken, WIDTHS))).toBe(UPLOAD_MESSAGES.unreadable);
  });

  it("refuses a file whose header reads but whose pixels are cut off", async () => {
    const whole = await gradient(800, 600).jpeg().toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    expect(expectRefused(await processUpload(truncated, WIDTHS))).toBe(UPLOAD_MESSAGES.unreadable);
  });
});

describe("processUpload: pixel limit", () => {
  it("refuses a 20000 × 20000 PNG from its header, without decoding it", async () => {
    const bomb = claimedSizePng(20000, 20000);
    expect(bomb.length).toBeLessThan(100);

    const started = performance.now();
    const message = expectRefused(await processUpload(bomb, WIDTHS));
    const elapsed = performance.now() - started;

    expect(message).toBe(UPLOAD_MESSAGES.tooManyPixels(20000, 20000));
    expect(message).toBe(
      "This image is 20000 × 20000 pixels (400.0 megapixels), more than the 40-megapixel limit. " +
        "Please save a smaller version and upload that.",
    );
    // Decoding 400 million pixels would take seconds and over a gigabyte.
    expect(elapsed).toBeLessThan(500);
  });

  it("never rounds an image over the limit down to the limit", () => {
    // 40,005,000 pixels: 40.0 when rounded, which would contradict "more than 40".
    expect(UPLOAD_MESSAGES.tooManyPixels(8001, 5000)).toContain("(40.1 megapixels)");
  });
});

describe("processUpload: what is kept of the file", () => {
  it("strips EXIF (camera and GPS), XMP and IPTC from every file it makes", async () => {
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Jane Photographer"/>' +
      "</rdf:RDF></x:xmpmeta>";
    const input = await gradient(1800, 1200)
      .jpeg()
      .withExif({
        IFD0: { Make: "TestCam", Model: "X1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
      })
      .withXmp(xmp)
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString("latin1")).toContain("TestCam");
    expect(before.xmp?.toString("utf8")).toContain("Jane Photographer");

    const result = expectProcessed(await processUpload(input, WIDTHS));
    for (const data of [result.full, ...result.variants.map((variant) => variant.data)]) {
      const after = await sharp(data).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      const raw = Buffer.from(data).toString("latin1");
      expect(raw).not.toContain("TestCam");
      expect(raw).not.toContain("Jane Photographer");
    }
  });

  it("converts a wide-gamut (Display P3) image to sRGB and drops the profile", async () => {
    const p3 = await sharp({
      create: { width: 40, height: 40, channels: 3, background: { r: 40, g: 200, b: 60 } },
    })
      .withIccProfile("p3")
      .png()
      .toBuffer();
    // The file holds P3 values, which differ from the sRGB colour they stand for.
    const stored = await sharp(p3, { ignoreIcc: true }).raw().toBuffer();
    expect(stored[0]).toBeGreaterThan(80);

    const result = expectProcessed(await processUpload(p3, WIDTHS));
    expect((await sharp(result.full).metadata()).icc).toBeUndefined();
    const pixels = await sharp(result.full).raw().toBuffer();
    expect(Math.abs(pixels[0]! - 40)).toBeLessThanOrEqual(4);
    expect(Math.abs(pixels[1]! - 200)).toBeLessThanOrEqual(4);
    expect(Math.abs(pixels[2]! - 60)).toBeLessThanOrEqual(4);
  });

  it("applies the EXIF orientation to the pixels", async () => {
    // Orientation 6: the camera was turned a quarter; viewers show the picture upright.
    const input = await gradient(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const result = expectProcessed(await processUpload(input, WIDTHS));
    expect([result.width, result.height]).toEqual([100, 200]);
    const full = await sharp(result.full).metadata();
    expect([full.width, full.height, full.orientation]).toEqual([100, 200, undefined]);
  });

  it("keeps the first frame of an animated WebP and says so", async () => {
    // Two 60 × 40 frames stacked in one raw image; pageHeight makes them frames.
    const frames = await sharp({
      create: { width: 60, height: 80, channels: 4, background: "#d33" },
    })
      .composite([
        {
          input: { create: { width: 60, height: 40, channels: 4, background: "#33d" } },
          top: 40,
          left: 0,
        },
      ])
      .raw()
      .toBuffer();
    const animated = await sharp(frames, {
      raw: { width: 60, height: 80, channels: 4, pageHeight: 40 },
    })
      .webp({ loop: 0, delay: [200, 200] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);

    const result = expectProcessed(await processUpload(animated, WIDTHS));
    expect(result.notice).toBe(UPLOAD_MESSAGES.animated);
    expect([result.width, result.height]).toEqual([60, 40]);
    const full = await sharp(result.full).metadata();
    expect(full.pages ?? 1).toBe(1);
    // The first frame is the red one.
    const { data } = await sharp(result.full).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180);
    expect(data[2]).toBeLessThan(90);
  });

  it("takes an animated PNG as a PNG, with the same notice", async () => {
    // An acTL chunk right after IHDR is what makes a PNG an APNG.
    const png = await gradient(30, 20).png().toBuffer();
    const control = Buffer.alloc(8);
    control.writeUInt32BE(1, 0); // frames
    const ihdrEnd = 8 + 4 + 4 + 13 + 4;
    const apng = Buffer.concat([
      png.subarray(0, ihdrEnd),
      pngChunk("acTL", control),
      png.subarray(ihdrEnd),
    ]);

    const result = expectProcessed(await processUpload(apng, WIDTHS));
    expect(result.sourceType).toBe("image/png");
    expect(result.notice).toBe(UPLOAD_MESSAGES.animated);
  });

  it("hashes the full-size file: stable for the same input, different for another", async () => {
    const input = await gradient(1000, 700).jpeg().toBuffer();
    const other = await gradient(1000, 700, 200).jpeg().toBuffer();

    const first = expectProcessed(await processUpload(input, WIDTHS));
    const again = expectProcessed(await processUpload(input, WIDTHS));
    const different = expectProcessed(await processUpload(other, WIDTHS));

    expect(first.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(first.hash).toBe(createHash("sha256").update(first.full).digest("hex").slice(0, 32));
    expect(again.hash).toBe(first.hash);
    expect(different.hash).not.toBe(first.hash);
  });
});
