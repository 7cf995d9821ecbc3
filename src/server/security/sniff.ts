/**
 * Decides what a résumé really is from its bytes, whatever its name or declared type
 * (docs/decisions/0013-file-sniffing.md):
 *
 * - PDF: starts with `%PDF-`.
 * - DOC: an OLE2 compound file (D0 CF 11 E0 A1 B1 1A E1) whose directory holds a
 *   "WordDocument" stream, which Excel, PowerPoint and installer files do not have.
 * - DOCX: a ZIP archive whose central directory lists `word/document.xml` and
 *   `[Content_Types].xml`; macro-enabled documents (with `word/vbaProject.bin`) are refused.
 */
import type { ResumeKind } from "@/lib/forms/application";

export const MEDIA_TYPES: Record<ResumeKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((byte, index) => bytes[index] === byte);
}

function isPdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
}

/**
 * Looks for the "WordDocument" entry among the 128-byte directory entries of a compound
 * file. Directory sectors follow the header (512 or 4096 bytes), so every entry starts at a
 * multiple of 128; an entry is its UTF-16LE name, the name's byte length (incl. the
 * terminator) at 0x40 and its object type at 0x42 (2 = stream).
 */
function isWordCompoundFile(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, OLE2_MAGIC) || bytes.length < 1024) return false;
  const name = "WordDocument";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const headerSize = 1 << sectorShift;
  for (let entry = headerSize; entry + 128 <= bytes.length; entry += 128) {
    if (view.getUint16(entry + 0x40, true) !== (name.length + 1) * 2) continue;
    if (bytes[entry + 0x42] !== 2) continue;
    let matches = true;
    for (let i = 0; i < name.length && matches; i++) {
      matches = view.getUint16(entry + i * 2, true) === name.charCodeAt(i);
    }
    if (matches && view.getUint16(entry + name.length * 2, true) === 0) return true;
  }
  return false;
}

/** File names in a ZIP archive's central directory, or null when it is not a ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || bytes.length < 22) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits at the end, before a comment of up to 64 KiB.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= earliest; offset--) {
    if (view.getUint32(offset, true) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (directoryOffset + directorySize > end) return null;
  const names: string[] = [];
  const decoder = new TextDecoder();
  let offset = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > end) return null;
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function isDocx(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  if (!names) return false;
  const set = new Set(names);
  return (
    set.has("word/document.xml") &&
    set.has("[Content_Types].xml") &&
    !set.has("word/vbaProject.bin")
  );
}

/** The résumé kind the bytes prove, or null. */
export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  if (isPdf(bytes)) return "pdf";
  if (isWordCompoundFile(bytes)) return "doc";
  if (isDocx(bytes)) return "docx";
  return null;
}

/**
 * A safe file name for the download: the visitor's base name reduced to letters, digits
 * and a few separators, with the extension of the sniffed kind.
 */
export function safeFileName(original: string, kind: ResumeKind): string {
  const base = original
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, "")
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "_")
    .replace(/^[ ._-]+|[ ._-]+$/g, "")
    .slice(0, 100);
  return `${base || "resume"}.${kind}`;
}
