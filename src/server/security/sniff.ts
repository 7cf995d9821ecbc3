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
 *   objects, executables or templates fetched from elsewhere; it is inflated as a stream
 *   within a budget (`DOCX_BUDGET`), off the event loop.
 *
 * Libraries do the low-level reading: `file-type` names the container and spots programs
 * from their magic numbers, `yauzl` reads the ZIP (directory, local headers, each part's
 * data) and Node's asynchronous zlib inflates the parts. The compound file reader and the
 * few OPC rules stay here (why: below).
 */
import "server-only";
import { pipeline } from "node:stream";
import { createInflateRaw } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";
import { fromBufferPromise, type Entry, type ZipFile } from "yauzl";
import type { ResumeKind } from "@/lib/forms/application";

export const MEDIA_TYPES: Record<ResumeKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** What file-type makes of some bytes, or null when it cannot tell (or fails on them). */
async function detectedType(bytes: Uint8Array): Promise<string | null> {
  try {
    return (await fileTypeFromBuffer(bytes))?.ext ?? null;
  } catch {
    return null; // a container broken enough to make the detector throw proves nothing
  }
}

/**
 * The kinds file-type recognises that are programs or code: Windows (MZ), ELF and Mach-O
 * binaries, Java and Android classes, WebAssembly and Windows shortcuts.
 */
const PROGRAM_TYPES = new Set(["exe", "elf", "macho", "class", "dex", "wasm", "lnk"]);
/** How much of a part or stream is shown to file-type: every program header fits in it. */
const HEAD_BYTES = 64;

async function isProgram(head: Uint8Array): Promise<boolean> {
  const type = await detectedType(head);
  return type !== null && PROGRAM_TYPES.has(type);
}

// ---------------------------------------------------------------------------------------
// DOC: the compound file's directory is a tree (each storage's children form a red-black
// tree through left/right sibling links). Only entries reached from the root count, so
// bytes that merely look like a directory entry somewhere in the file are never believed.
//
// This reader stays hand-written. The kept JavaScript reader, `cfb`, was tried and refused:
// it trusts the directory's links and the FAT, so a sibling loop (one of sniff.test.ts's
// fixtures) grows an array until V8 aborts the whole process, and a FAT cycle reached from
// a stream's start loops until the heap is exhausted. Neither can be caught; a reader for
// untrusted uploads must refuse both, and guarding cfb would take this very code.

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

async function isWordCompoundFile(bytes: Uint8Array): Promise<boolean> {
  if (bytes.length < 1024) return false;
  const heads: Uint8Array[] = [];
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
      else if (entry.type === 2 && entry.size >= 4)
        heads.push(file.streamStart(entry, Math.min(entry.size, HEAD_BYTES)));
    }
    const word = top
      .map((index) => file.entries[index]!)
      .find((entry) => entry.type === 2 && entry.name === "WordDocument");
    if (!word) return false;
    if (viewOf(file.streamStart(word, 2)).getUint16(0, true) !== WORD_FIB_IDENT) return false;
  } catch {
    return false;
  }
  for (const head of heads) if (await isProgram(head)) return false;
  return true;
}
// ---------------------------------------------------------------------------------------
// DOCX: an OPC package. Part names are compared without letter case (OPC says they are
// equivalent); every part needs a declared content type; the main part must be a Word
// document; relationships and content types that bring code along are refused.

/**
 * What a 5 MB résumé's package may hold. It is checked twice: from the sizes the central
 * directory declares, before any byte is inflated, and again on the bytes actually inflated,
 * chunk by chunk, stopping as soon as a figure is passed (each part must also inflate to
 * exactly its declared size). 16 MiB in all, no part over 1 MiB that inflates more than 100
 * times (Word's XML compresses about 10 times; pictures hardly at all), and 1,000 parts (a
 * résumé has a dozen, a few dozen with pictures). More is a bomb, not a résumé.
 */
export const DOCX_BUDGET = {
  entries: 1000,
  inflatedBytes: 16 * 1024 * 1024,
  ratioCheckedFromBytes: 1024 * 1024,
  ratio: 100,
} as const;

/** How a DOCX fared: the refusal's reason, and how many bytes were inflated to decide. */
export interface DocxVerdict {
  docx: boolean;
  reason: string | null;
  inflatedBytes: number;
}

/** Thrown inside the inspection to refuse the package; its message is the verdict's reason. */
class Refusal extends Error {}

function refuse(reason: string): never {
  throw new Refusal(reason);
}

interface Part {
  /** The part name as OPC compares it: without letter case. */
  key: string;
  entry: Entry;
}

const nameDecoder = new TextDecoder("utf-8", { fatal: true });
const ZIP_UNICODE_PATH = 0x7075;

/**
 * The entry's name from its raw bytes, as UTF-8. yauzl would decode names as CP437 unless
 * flagged UTF-8, and would let an Info-ZIP Unicode Path field rename the entry; an entry
 * whose Unicode Path names another part is refused, so readers that prefer either name see
 * the same package.
 */
function entryName(entry: Entry): string {
  let name: string;
  try {
    name = nameDecoder.decode(entry.fileNameRaw);
  } catch {
    refuse("a part name that is not UTF-8");
  }
  for (const field of entry.extraFields) {
    if (field.id !== ZIP_UNICODE_PATH) continue;
    if (field.data.length < 5 || field.data.subarray(5).toString("utf8") !== name)
      refuse(`a part with a second name: ${name}`);
  }
  return name;
}

/** The central directory: every part's name, method and declared size, nothing inflated. */
async function readDirectory(zip: ZipFile): Promise<Map<string, Part>> {
  const budget = DOCX_BUDGET;
  if (zip.entryCount > budget.entries) refuse(`${zip.entryCount} parts (budget ${budget.entries})`);
  const parts = new Map<string, Part>();
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    const key = entryName(entry).toLowerCase();
    // Two parts whose names differ only in case are one OPC part named twice.
    if (parts.has(key)) refuse(`a part named twice: ${key}`);
    // Encrypted, compressed by anything but deflate, or too large for a résumé.
    if (entry.isEncrypted()) refuse(`an encrypted part: ${key}`);
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
      refuse(`a part compressed by method ${entry.compressionMethod}: ${key}`);
    const size = entry.uncompressedSize;
    if (size > budget.ratioCheckedFromBytes && size > entry.compressedSize * budget.ratio)
      refuse(`declared: ${key} inflates ${size} bytes from ${entry.compressedSize}`);
    declared += size;
    if (declared > budget.inflatedBytes)
      refuse(`declared: the parts inflate past ${budget.inflatedBytes} bytes`);
    parts.set(key, { key, entry });
  }
  return parts;
}

/**
 * Output chunk of the inflater. Node's zlib inflates each chunk on its thread pool, so the
 * event loop only sees finished chunks; 256 KiB rather than zlib's default 16 KiB makes a
 * 15 MiB package about ten times quicker to inflate (each chunk costs a round trip), and a
 * refusal overshoots a figure by at most one chunk.
 */
const INFLATE_CHUNK_BYTES = 256 * 1024;

/**
 * A part's bytes, counted against the budget as they are inflated: the first chunk past a
 * figure stops the inflation. yauzl finds the part's data (checking it lies within the
 * file); the inflater is made here rather than by yauzl only to choose its chunk size, so
 * the exact-size check yauzl would make is made here too. `keep` is how many leading bytes
 * to return.
 */
async function inflatePart(
  zip: ZipFile,
  part: Part,
  keep: number,
  tally: { inflatedBytes: number },
): Promise<Buffer> {
  const { entry, key } = part;
  const budget = DOCX_BUDGET;
  // The local header must name the same part, so readers that trust either one see the
  // same package.
  const local = await zip.readLocalFileHeaderPromise(entry);
  if (!local.fileName.equals(entry.fileNameRaw)) refuse(`local and central names differ: ${key}`);
  const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  const stream =
    entry.compressionMethod === 8
      ? pipeline(raw, createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES }), () => {})
      : raw;
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  // Leaving the loop early (a refusal, a zlib error) destroys the inflater, and the pipeline
  // the data stream behind it.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    tally.inflatedBytes += chunk.length;
    if (tally.inflatedBytes > budget.inflatedBytes)
      refuse(`inflating: the parts passed ${budget.inflatedBytes} bytes`);
    if (size > budget.ratioCheckedFromBytes && size > entry.compressedSize * budget.ratio)
      refuse(`inflating: ${key} passed ${budget.ratio} times its ${entry.compressedSize} bytes`);
    if (size > entry.uncompressedSize) refuse(`inflating: ${key} passed its declared size`);
    if (kept < keep) {
      const piece = chunk.subarray(0, keep - kept);
      chunks.push(piece);
      kept += piece.length;
    }
  }
  if (size !== entry.uncompressedSize) refuse(`inflating: ${key} fell short of its declared size`);
  return Buffer.concat(chunks);
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

/**
 * The attributes (namespace prefixes dropped) of every `<tag …>` in an XML text. Hand-written
 * because only three empty elements' attributes are read (`Default`, `Override`,
 * `Relationship`) and no XML parser is among the dependencies; a full parser would also
 * bring DTDs and entity expansion, which OPC forbids anyway.
 */
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

/** The content types `[Content_Types].xml` declares, by extension and by part. */
function contentTypesOf(typesXml: string): (key: string) => string | undefined {
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
  const active = declared.find((type) => ACTIVE_CONTENT_TYPE.test(type));
  if (active !== undefined) refuse(`an active content type: ${active}`);
  return (key) =>
    overrides.get(key) ??
    (key.includes(".") ? defaults.get(key.slice(key.lastIndexOf(".") + 1)) : undefined);
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function judgeDocx(zip: ZipFile, tally: { inflatedBytes: number }): Promise<void> {
  const parts = await readDirectory(zip);
  const typesPart = parts.get("[content_types].xml");
  const packageRelsPart = parts.get("_rels/.rels");
  if (!typesPart || !packageRelsPart) refuse("no [Content_Types].xml or _rels/.rels");

  // Everything the names and declared types can refuse is refused before the rest inflates.
  for (const key of parts.keys()) {
    if (key.endsWith("/")) continue; // a folder entry
    if (/(^|\/)vbaproject\.bin$/.test(key) || EXECUTABLE_EXTENSION.test(key))
      refuse(`a program or macro part: ${key}`);
  }
  const typesData = await inflatePart(zip, typesPart, Infinity, tally);
  if (await isProgram(typesData.subarray(0, HEAD_BYTES))) refuse("a program: [content_types].xml");
  const contentType = contentTypesOf(text(typesData));
  for (const key of parts.keys())
    if (!key.endsWith("/") && key !== "[content_types].xml" && contentType(key) === undefined)
      refuse(`a part without a content type: ${key}`);

  for (const part of parts.values()) {
    if (part === typesPart) continue;
    const isRels = part.key.endsWith(".rels");
    const data = await inflatePart(zip, part, isRels ? Infinity : HEAD_BYTES, tally);
    if (part.key.endsWith("/")) continue;
    if (await isProgram(data.subarray(0, HEAD_BYTES))) refuse(`a program: ${part.key}`);
    if (!isRels) continue;
    for (const rel of xmlElements(text(data), "Relationship")) {
      const type = lastSegment(rel.Type);
      if (ACTIVE_RELATIONSHIP.test(type)) refuse(`an active relationship: ${type}`);
      const external = (rel.TargetMode ?? "").toLowerCase() === "external";
      if (external && LOADED_RELATIONSHIP.test(type) && isRemoteTarget(rel.Target ?? ""))
        refuse(`${type} fetched from ${rel.Target ?? ""}`);
    }
    // The package's main part is a WordprocessingML document.
    if (part !== packageRelsPart) continue;
    const main = xmlElements(text(data), "Relationship").find(
      (rel) => lastSegment(rel.Type) === "officeDocument" && rel.TargetMode !== "External",
    );
    const mainKey = (main?.Target ?? "").replace(/^\//, "").toLowerCase();
    if (!parts.has(mainKey) || contentType(mainKey) !== WORD_MAIN_TYPE)
      refuse("the main part is not a Word document");
  }
}

/** The archive read by yauzl, names left raw (see `entryName`), or null when it is not one. */
async function openZip(bytes: Uint8Array): Promise<ZipFile | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    return await fromBufferPromise(buffer, { decodeStrings: false });
  } catch {
    return null;
  }
}

/**
 * Inspects a ZIP archive as a DOCX, within `DOCX_BUDGET`: whether it is a Word document
 * without active content, why not, and how many bytes were inflated to decide.
 */
export async function inspectDocx(bytes: Uint8Array): Promise<DocxVerdict> {
  const tally = { inflatedBytes: 0 };
  const zip = await openZip(bytes);
  if (!zip) return { docx: false, reason: "not a readable ZIP archive", ...tally };
  try {
    await judgeDocx(zip, tally);
    return { docx: true, reason: null, ...tally };
  } catch (error) {
    // A Refusal says why; anything else is yauzl or zlib refusing a malformed archive.
    return {
      docx: false,
      reason: error instanceof Error ? error.message : String(error),
      ...tally,
    };
  } finally {
    zip.close();
  }
}

/**
 * File names in a ZIP archive's central directory, or null when it is not a ZIP. An archive
 * counts only when one entry starts the file, so a ZIP appended to something else (a
 * program, a PDF) is not taken for one.
 */
export async function zipEntryNames(bytes: Uint8Array): Promise<string[] | null> {
  const zip = await openZip(bytes);
  if (!zip) return null;
  try {
    const entries: Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    if (!entries.some((entry) => entry.relativeOffsetOfLocalHeader === 0)) return null;
    return entries.map(entryName);
  } catch {
    return null;
  } finally {
    zip.close();
  }
}

/** The résumé kind the bytes prove, or null. */
export async function sniffResume(bytes: Uint8Array): Promise<ResumeKind | null> {
  const type = await detectedType(bytes);
  // file-type needs `%PDF`; the rule has always been `%PDF-`.
  if (type === "pdf") return bytes[4] === 0x2d ? "pdf" : null;
  if (type === "cfb") return (await isWordCompoundFile(bytes)) ? "doc" : null;
  // file-type says `docx` when `[Content_Types].xml` names a Word main part, and `zip` when
  // it could not read that part (over its 1 MiB probe); the package's own rules decide.
  if (type === "docx" || type === "zip") return (await inspectDocx(bytes)).docx ? "docx" : null;
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
