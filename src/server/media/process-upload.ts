/**
 * Turns an uploaded image's bytes into the files the media library stores: a full-size WebP
 * (at most the largest srcset width) and one WebP per smaller width, all in sRGB and without
 * any metadata, so a photo's camera, GPS location, XMP and IPTC never reach the public site.
 *
 * What the file is comes from its bytes, never its name or declared type. Every limit is
 * checked before the pixels are decoded: the size first, then the type, then the pixel count
 * from the header alone, so a small file claiming to be 20000 × 20000 costs nothing.
 */
import "server-only";
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type FormatEnum, type Metadata, type Sharp } from "sharp";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

const MAX_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);
const MAX_MEGAPIXELS = MAX_UPLOAD_PIXELS / 1_000_000;

/**
 * Megapixels to one decimal, rounded up, so an image just over the limit never reads as
 * "40.0 megapixels, more than the 40-megapixel limit".
 */
const megapixels = (width: number, height: number) =>
  (Math.ceil((width * height) / 100_000) / 10).toFixed(1);

/** What the upload form says; shared by callers and tests so the wording lives in one place. */
export const UPLOAD_MESSAGES = {
  empty: "The file is empty.",
  tooLarge:
    `This file is larger than ${MAX_MEGABYTES} MB, the most the library accepts. ` +
    "Please save a smaller version and upload that.",
  unsupportedType:
    "This file is not a JPEG, PNG, WebP or AVIF image. " +
    "Please save it in one of those formats and upload it again.",
  /** Gives the image's own size, so the person knows how far to scale it down. */
  tooManyPixels: (width: number, height: number) =>
    `This image is ${width} × ${height} pixels (${megapixels(width, height)} megapixels), ` +
    `more than the ${MAX_MEGAPIXELS}-megapixel limit. ` +
    "Please save a smaller version and upload that.",
  unreadable: "This file could not be read as an image.",
  animated: "This image is animated: the library keeps its first frame only.",
} as const;

export type UploadRefusal = { ok: false; message: string };

export interface ProcessedVariant {
  /**
   * The srcset width this file serves (an entry of `widths`). The picture inside is
   * min(width, full width) wide: a narrow upload is never enlarged.
   */
  width: number;
  /** WebP bytes. */
  data: Uint8Array;
}

export interface ProcessedImage {
  ok: true;
  /** Detected from the bytes: "image/jpeg" | "image/png" | "image/webp" | "image/avif". */
  sourceType: string;
  /** Dimensions of the stored full-size image (after orientation and the width cap). */
  width: number;
  height: number;
  /** Hex sha256 of the full-size WebP's bytes, first 32 characters: the content-hashed URL key. */
  hash: string;
  /** The full-size WebP (width <= largest of `widths`). */
  full: Uint8Array;
  /** One WebP per width in `widths` smaller than the largest: resized to min(width, own width), never enlarged. */
  variants: ProcessedVariant[];
  /** Set when the file was animated: a sentence saying only its first frame was kept. */
  notice?: string;
}

/**
 * The accepted types, with the format sharp must find in the same bytes. Checking both means
 * a file that file-type and libvips would read as different things is refused rather than
 * decoded by a loader nobody chose. An animated PNG (APNG) is a PNG to every other program,
 * so it is taken as one, keeping its default frame.
 */
const ACCEPTED = new Map<string, { sourceType: string; sharpFormat: keyof FormatEnum }>([
  ["image/jpeg", { sourceType: "image/jpeg", sharpFormat: "jpeg" }],
  ["image/png", { sourceType: "image/png", sharpFormat: "png" }],
  ["image/apng", { sourceType: "image/png", sharpFormat: "png" }],
  ["image/webp", { sourceType: "image/webp", sharpFormat: "webp" }],
  ["image/avif", { sourceType: "image/avif", sharpFormat: "heif" }],
]);

const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;

const refuse = (message: string): UploadRefusal => ({ ok: false, message });

/** The MIME type file-type reads from the bytes, or null when it cannot tell or fails on them. */
async function detectedMime(bytes: Uint8Array): Promise<string | null> {
  try {
    return (await fileTypeFromBuffer(bytes))?.mime ?? null;
  } catch {
    return null; // bytes broken enough to make the detector throw are not an image we can use
  }
}

/**
 * Runs decoding work one upload at a time. A 40-megapixel photo decodes to about 120 MB of
 * pixels; two staff members uploading at once should not need twice that on a small server.
 * The cheap checks before decoding are not queued.
 */
let decodeQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = decodeQueue.then(task, task);
  decodeQueue = run.catch(() => undefined);
  return run;
}

/** Encodes as WebP. sharp writes no metadata unless asked (`keepExif`, `withMetadata`…), and we never ask. */
async function toWebp(pipeline: Sharp): Promise<Buffer> {
  return pipeline.webp(WEBP_OPTIONS).toBuffer();
}

/**
 * Decodes the upload once, oriented, in 8-bit sRGB and already capped at `maxWidth`, into
 * raw pixels; the full size and every variant are encoded from that buffer, so the original
 * is never decoded twice. (For JPEG, libvips also shrinks while decoding when the cap allows.)
 */
async function decodeBase(bytes: Uint8Array, maxWidth: number) {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    raw: { width: info.width, height: info.height, channels: info.channels },
  };
}

/**
 * Processes an uploaded image: refuses what the library cannot keep (with a sentence for the
 * person uploading), else returns the full-size WebP, its variants and its content hash.
 * `widths` are the srcset widths (src/components/ui/media-widths.json); the largest caps the
 * full size, and each smaller one gets its own file.
 */
export async function processUpload(
  bytes: Uint8Array,
  widths: readonly number[],
): Promise<ProcessedImage | UploadRefusal> {
  // A bad width list is the caller's mistake, not the uploader's: fail loudly.
  if (widths.length === 0 || !widths.every((width) => Number.isInteger(width) && width > 0))
    throw new RangeError("processUpload needs a non-empty list of positive integer widths.");

  if (bytes.byteLength === 0) return refuse(UPLOAD_MESSAGES.empty);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return refuse(UPLOAD_MESSAGES.tooLarge);

  const mime = await detectedMime(bytes);
  const accepted = mime === null ? undefined : ACCEPTED.get(mime);
  if (!accepted) return refuse(UPLOAD_MESSAGES.unsupportedType);

  // Header only: `limitInputPixels: false` so that a huge image is measured here and refused
  // with its own size, instead of failing inside sharp with a message for developers.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse(UPLOAD_MESSAGES.unreadable);
  }
  const { width: ownWidth, height: ownHeight } = metadata;
  if (metadata.format !== accepted.sharpFormat || !(ownWidth > 0) || !(ownHeight > 0))
    return refuse(UPLOAD_MESSAGES.unreadable);
  if (ownWidth * ownHeight > MAX_UPLOAD_PIXELS)
    return refuse(UPLOAD_MESSAGES.tooManyPixels(ownWidth, ownHeight));
  // sharp reads only the first page unless told otherwise, which is the frame we keep.
  const animated = (metadata.pages ?? 1) > 1 || mime === "image/apng";

  const maxWidth = Math.max(...widths);
  const smaller = [...new Set(widths)].filter((width) => width < maxWidth).sort((a, b) => a - b);

  let encoded: { full: Buffer; width: number; height: number; variants: ProcessedVariant[] };
  try {
    encoded = await oneAtATime(async () => {
      const base = await decodeBase(bytes, maxWidth);
      const full = await toWebp(sharp(base.data, { raw: base.raw }));
      const variants: ProcessedVariant[] = [];
      for (const width of smaller) {
        // A slot at least as wide as the picture gets the full-size file itself: the same
        // pixels would encode to the same bytes, so there is nothing to gain by re-encoding.
        const data =
          width >= base.raw.width
            ? full
            : await toWebp(sharp(base.data, { raw: base.raw }).resize({ width }));
        variants.push({ width, data });
      }
      return { full, width: base.raw.width, height: base.raw.height, variants };
    });
  } catch {
    // A header that reads but pixels that do not (truncated or corrupt data).
    return refuse(UPLOAD_MESSAGES.unreadable);
  }

  const result: ProcessedImage = {
    ok: true,
    sourceType: accepted.sourceType,
    width: encoded.width,
    height: encoded.height,
    hash: createHash("sha256").update(encoded.full).digest("hex").slice(0, 32),
    full: encoded.full,
    variants: encoded.variants,
  };
  if (animated) result.notice = UPLOAD_MESSAGES.animated;
  return result;
}
