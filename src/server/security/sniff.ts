/**
 * Decides what a résumé really is from its bytes, whatever its name or declared type, and
 * refuses Word files that carry active content (docs/decisions/0013-file-sniffing.md and
 * 0020-form-input-hardening.md):
 *
 * - PDF: starts with `%PDF-`.
 * - DOC: an OLE2 compound file whose directory, walked as a tree from the root, holds a
 *   `WordDocument` stream at the root that starts with Word's FIB signature, and no
 *   `Macros` or `_VBA_PROJECT*` storage or stream, packaged object (`\x01Ole10Native`) or
 *   stream that starts like a program anywhere.
 * - DOCX: a ZIP archive that is an OPC package whose main part is a WordprocessingML
 *   document, with every part's content type declared, and no macros, ActiveX, OLE
 *   objects, executables or templates fetched from elsewhere.
 */
import "server-only";
import { inflateRawSync } from "node:zlib";
import type { ResumeKind } from "@/lib/forms/application";

export const MEDIA_TYPES: Record<ResumeKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

function isPdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// ---------------------------------------------------------------------------------------
// DOC: the compound file's directory is a tree (each storage's children form a red-black
// tree through left/right sibling links). Only entries reached from the root count, so
// bytes that merely look like a directory entry somewhere in the file are never believed.

const MAX_SECTOR = 0xfffffffa;
const NO_STREAM = 0xffffffff;
/** Names of the VBA storages and streams (Word's `Macros`, Excel's `_VBA_PROJECT_CUR`). */
const VBA_NAMES = /^(macros|_vba_project(_cur)?|vba)$/i;
/**
 * An embedded OLE "Package" object (`\x01Ole10Native`): a whole file carried inside the
 * document, run with a double-click. Pictures and charts do not use it.
 */
const PACKAGED_OBJECT = /^\u0001ole10native$/i;
const WORD_FIB_IDENT = 0xa5ec;

interface OleEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

class CompoundFile {
  private readonly view: DataView;
  private readonly sectorSize: number;
  private readonly fat: number[] = [];
  readonly entries: OleEntry[] = [];

  constructor(private readonly bytes: Uint8Array) {
    this.view = viewOf(bytes);
    const shift = this.view.getUint16(0x1e, true);
    if (this.view.getUint16(0x1c, true) !== 0xfffe || (shift !== 9 && shift !== 12))
      throw new Error("not a compound file");
    this.sectorSize = 1 << shift;
    this.readFat();
    this.readDirectory();
  }

  private sector(index: number): Uint8Array {
    const at = (index + 1) * this.sectorSize;
    if (index > MAX_SECTOR || at + this.sectorSize > this.bytes.length)
      throw new Error("sector out of range");
    return this.bytes.subarray(at, at + this.sectorSize);
  }

  /** The FAT's sectors: 109 named in the header, the rest in the DIFAT chain. */
  private readFat(): void {
    const fatSectors: number[] = [];
    for (let i = 0; i < 109; i++) fatSectors.push(this.view.getUint32(0x4c + i * 4, true));
    let difat = this.view.getUint32(0x44, true);
    const perSector = this.sectorSize / 4;
    for (let hops = 0; difat <= MAX_SECTOR; hops++) {
      if (hops > this.bytes.length / this.sectorSize) throw new Error("DIFAT loop");
      const sector = viewOf(this.sector(difat));
      for (let i = 0; i < perSector - 1; i++) fatSectors.push(sector.getUint32(i * 4, true));
      difat = sector.getUint32((perSector - 1) * 4, true);
    }
    const count = this.view.getUint32(0x2c, true);
    const used = fatSectors.filter((sector) => sector <= MAX_SECTOR);
    if (count === 0 || used.length < count) throw new Error("FAT sectors missing");
    for (const index of used.slice(0, count)) {
      const sector = viewOf(this.sector(index));
      for (let i = 0; i < perSector; i++) this.fat.push(sector.getUint32(i * 4, true));
    }
  }

  /** The sectors of a chain, refusing loops and chains that leave the file. */
  private chain(start: number): number[] {
    const sectors: number[] = [];
    const seen = new Set<number>();
    for (let sector = start; sector <= MAX_SECTOR; sector = this.fat[sector] ?? NO_STREAM) {
      if (seen.has(sector) || sector >= this.fat.length) throw new Error("broken chain");
      seen.add(sector);
      sectors.push(sector);
    }
    return sectors;
  }

  private readDirectory(): void {
    for (const index of this.chain(this.view.getUint32(0x30, true))) {
      const sector = this.sector(index);
      const view = viewOf(sector);
      for (let at = 0; at + 128 <= sector.length; at += 128) {
        const nameBytes = Math.min(64, view.getUint16(at + 0x40, true));
        let name = "";
        for (let i = 0; i + 2 < nameBytes; i += 2)
          name += String.fromCharCode(view.getUint16(at + i, true));
        this.entries.push({
          name,
          type: sector[at + 0x42]!,
          left: view.getUint32(at + 0x44, true),
          right: view.getUint32(at + 0x48, true),
          child: view.getUint32(at + 0x4c, true),
          start: view.getUint32(at + 0x74, true),
          size: view.getUint32(at + 0x78, true),
        });
      }
    }
    if (this.entries[0]?.type !== 5) throw new Error("no root entry");
  }

  /** The children of a storage, in-order through the sibling tree; each entry visited once. */
  children(storage: number, visited: Set<number>): number[] {
    const found: number[] = [];
    const stack = [this.entries[storage]!.child];
    while (stack.length > 0) {
      const index = stack.pop()!;
      if (index === NO_STREAM) continue;
      if (index >= this.entries.length || visited.has(index)) throw new Error("bad directory");
      visited.add(index);
      const entry = this.entries[index]!;
      found.push(index);
      stack.push(entry.left, entry.right);
    }
    return found;
  }

  /** The first bytes of a stream, from the mini stream when it is small. */
  streamStart(entry: OleEntry, length: number): Uint8Array {
    const cutoff = this.view.getUint32(0x38, true);
    if (entry.size < length) throw new Error("stream too short");
    if (entry.size >= cutoff) return this.sector(entry.start).subarray(0, length);
    const miniSize = 1 << this.view.getUint16(0x20, true);
    const miniFat: number[] = [];
    for (const index of this.chain(this.view.getUint32(0x3c, true))) {
      const view = viewOf(this.sector(index));
      for (let i = 0; i < this.sectorSize / 4; i++) miniFat.push(view.getUint32(i * 4, true));
    }
    if (entry.start >= miniFat.length) throw new Error("mini stream out of range");
    const offset = entry.start * miniSize;
    const rootChain = this.chain(this.entries[0]!.start);
    const sector = rootChain[Math.floor(offset / this.sectorSize)];
    if (sector === undefined) throw new Error("mini stream out of range");
    const within = offset % this.sectorSize;
    return this.sector(sector).subarray(within, within + length);
  }
}

function isWordCompoundFile(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, OLE2_MAGIC) || bytes.length < 1024) return false;
  try {
    const file = new CompoundFile(bytes);
    const visited = new Set<number>([0]);
    const top = file.children(0, visited);
    // Walk every storage; any VBA storage or stream makes it a macro document.
    const pending = [...top];
    while (pending.length > 0) {
      const index = pending.pop()!;
      const entry = file.entries[index]!;
      if (VBA_NAMES.test(entry.name) || PACKAGED_OBJECT.test(entry.name)) return false;
      if (entry.type === 1) pending.push(...file.children(index, visited));
      // A stream that is a program, wherever it sits (an object's, a picture's, Word's own).
      else if (entry.type === 2 && entry.size >= 4) {
        const start = file.streamStart(entry, 4);
        if (EXECUTABLE_MAGIC.some((magic) => startsWith(start, magic))) return false;
      }
    }
    const word = top
      .map((index) => file.entries[index]!)
      .find((entry) => entry.type === 2 && entry.name === "WordDocument");
    if (!word) return false;
    return viewOf(file.streamStart(word, 2)).getUint16(0, true) === WORD_FIB_IDENT;
  } catch {
    return false;
  }
}
// ---------------------------------------------------------------------------------------
// DOCX: an OPC package. Part names are compared without letter case (OPC says they are
// equivalent); every part needs a declared content type; the main part must be a Word
// document; relationships and content types that bring code along are refused.

interface ZipPart {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  dataStart: number;
}

/**
 * What a 5 MB résumé's package may inflate to, judged from the declared sizes before any
 * byte is inflated (and each part inflates to exactly its declared size, so a lie stops
 * there): 16 MiB in all, and no part over 1 MiB that inflates more than 100 times (Word's
 * XML compresses about 10 times; pictures hardly at all). More is a bomb, not a résumé, and
 * inflating it would hold the server up (the inflation is synchronous).
 */
const PACKAGE_MAX_BYTES = 16 * 1024 * 1024;
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
const PART_MAX_RATIO = 100;

/** The parts listed in a ZIP archive's central directory, or null when it is not a ZIP. */
function zipParts(bytes: Uint8Array): ZipPart[] | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || bytes.length < 22) return null;
  const view = viewOf(bytes);
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
  const parts: ZipPart[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let offset = directoryOffset;
  try {
    for (let i = 0; i < count; i++) {
      if (offset + 46 > end || view.getUint32(offset, true) !== 0x02014b50) return null;
      const nameLength = view.getUint16(offset + 28, true);
      const extraLength = view.getUint16(offset + 30, true);
      const commentLength = view.getUint16(offset + 32, true);
      if (offset + 46 + nameLength > end) return null;
      const nameBytes = bytes.subarray(offset + 46, offset + 46 + nameLength);
      // The local header must name the same part, so readers that trust either one see
      // the same package.
      const local = view.getUint32(offset + 42, true);
      if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) return null;
      const localName = view.getUint16(local + 26, true);
      const localExtra = view.getUint16(local + 28, true);
      if (localName !== nameLength || !startsWith(bytes, [...nameBytes], local + 30)) return null;
      const dataStart = local + 30 + localName + localExtra;
      const compressedSize = view.getUint32(offset + 20, true);
      if (dataStart + compressedSize > bytes.length) return null;
      parts.push({
        name: decoder.decode(nameBytes),
        flags: view.getUint16(offset + 8, true),
        method: view.getUint16(offset + 10, true),
        compressedSize,
        size: view.getUint32(offset + 24, true),
        dataStart,
      });
      offset += 46 + nameLength + extraLength + commentLength;
    }
  } catch {
    return null; // a name that is not UTF-8
  }
  return parts;
}

/** File names in a ZIP archive's central directory, or null when it is not a ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  return zipParts(bytes)?.map((part) => part.name) ?? null;
}

/** A part's bytes, inflated to exactly its declared size (no more: no bombs). */
function partData(bytes: Uint8Array, part: ZipPart): Uint8Array {
  const raw = bytes.subarray(part.dataStart, part.dataStart + part.compressedSize);
  if (part.method === 0) return raw;
  const data = inflateRawSync(raw, { maxOutputLength: Math.max(1, part.size) });
  if (data.length !== part.size) throw new Error("size mismatch");
  return data;
}

const XML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

function xmlText(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|#x[0-9a-f]+|#[0-9]+);/gi, (_, entity: string) => {
    if (!entity.startsWith("#")) return XML_ENTITIES[entity.toLowerCase()]!;
    const code = /^#x/i.test(entity) ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

/** The attributes (namespace prefixes dropped) of every `<tag …>` in an XML text. */
function xmlElements(xml: string, tag: string): Record<string, string>[] {
  const elements: Record<string, string>[] = [];
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${tag}\\b([^>]*)>`, "g");
  for (const match of xml.matchAll(pattern)) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[1]!.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      attributes[attribute[1]!.replace(/^.*:/, "")] = xmlText(attribute[2] ?? attribute[3]!);
    elements.push(attributes);
  }
  return elements;
}

const WORD_MAIN_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

/** Content types that bring code, controls or embedded programs along. */
const ACTIVE_CONTENT_TYPE =
  /macroenabled|vbaproject|vbadata|activex|oleobject|keymapcustomizations|attachedtoolbars|msdownload|executable|msdos-program|ms-installer|java-archive|javascript|x-sh\b|x-bat/i;
/** Relationship types (their last segment) that bring code or controls along. */
const ACTIVE_RELATIONSHIP =
  /^(vbaproject|vbaprojectsignature|wordvbadata|activexcontrol|activexcontrolbinary|keymapcustomizations|attachedtoolbars|oleobject)$/i;
/** Relationship types that make Word fetch and load their target when it is external. */
const LOADED_RELATIONSHIP = /^(attachedtemplate|subdocument|frame)$/i;
/** File name extensions of programs and scripts. */
const EXECUTABLE_EXTENSION =
  /\.(exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|sh|app|so|dylib)$/i;
/** Program headers: Windows (MZ), ELF, Mach-O and universal binaries. */
const EXECUTABLE_MAGIC: readonly (readonly number[])[] = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xca, 0xfe, 0xba, 0xbe],
];

/**
 * An external target Word would fetch from another machine (web, share, remote file URL).
 * A local drive path, which Word records in many documents made from the author's own
 * template, reaches no one, so it stays accepted.
 */
function isRemoteTarget(target: string): boolean {
  return !/^(file:\/\/\/)?[a-z]:[\\/]/i.test(target.trim());
}

function lastSegment(type: string | undefined): string {
  return (type ?? "").slice((type ?? "").lastIndexOf("/") + 1);
}

function isDocx(bytes: Uint8Array): boolean {
  const parts = zipParts(bytes);
  if (!parts) return false;
  try {
    const byName = new Map<string, ZipPart>();
    let total = 0;
    for (const part of parts) {
      const key = part.name.toLowerCase();
      // Two parts whose names differ only in case are one OPC part named twice.
      if (byName.has(key)) return false;
      // Encrypted, compressed by anything but deflate, or too large for a résumé.
      if ((part.flags & 1) !== 0 || (part.method !== 0 && part.method !== 8)) return false;
      if (part.size > RATIO_CHECKED_FROM_BYTES && part.size > part.compressedSize * PART_MAX_RATIO)
        return false;
      total += part.size;
      byName.set(key, part);
    }
    if (total > PACKAGE_MAX_BYTES) return false;
    const text = (key: string) => {
      const part = byName.get(key);
      return part ? new TextDecoder().decode(partData(bytes, part)) : null;
    };

    const typesXml = text("[content_types].xml");
    const packageRels = text("_rels/.rels");
    if (typesXml === null || packageRels === null) return false;
    const defaults = new Map(
      xmlElements(typesXml, "Default").map((d) => [
        (d.Extension ?? "").toLowerCase(),
        d.ContentType ?? "",
      ]),
    );
    const overrides = new Map(
      xmlElements(typesXml, "Override").map((o) => [
        (o.PartName ?? "").replace(/^\//, "").toLowerCase(),
        o.ContentType ?? "",
      ]),
    );
    const declared = [...defaults.values(), ...overrides.values()];
    if (declared.some((type) => ACTIVE_CONTENT_TYPE.test(type))) return false;
    const contentType = (key: string) =>
      overrides.get(key) ??
      (key.includes(".") ? defaults.get(key.slice(key.lastIndexOf(".") + 1)) : undefined);

    for (const [key, part] of byName) {
      if (key.endsWith("/")) continue; // a folder entry
      if (/(^|\/)vbaproject\.bin$/.test(key) || EXECUTABLE_EXTENSION.test(key)) return false;
      if (key !== "[content_types].xml" && contentType(key) === undefined) return false;
      const data = partData(bytes, part);
      if (EXECUTABLE_MAGIC.some((magic) => startsWith(data, magic))) return false;
      if (!key.endsWith(".rels")) continue;
      for (const rel of xmlElements(new TextDecoder().decode(data), "Relationship")) {
        const type = lastSegment(rel.Type);
        if (ACTIVE_RELATIONSHIP.test(type)) return false;
        const external = (rel.TargetMode ?? "").toLowerCase() === "external";
        if (external && LOADED_RELATIONSHIP.test(type) && isRemoteTarget(rel.Target ?? ""))
          return false;
      }
    }

    // The package's main part is a WordprocessingML document.
    const main = xmlElements(packageRels, "Relationship").find(
      (rel) => lastSegment(rel.Type) === "officeDocument" && rel.TargetMode !== "External",
    );
    const mainKey = (main?.Target ?? "").replace(/^\//, "").toLowerCase();
    return byName.has(mainKey) && contentType(mainKey) === WORD_MAIN_TYPE;
  } catch {
    return false; // a part that does not inflate to its declared size
  }
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
