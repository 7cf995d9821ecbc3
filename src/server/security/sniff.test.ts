/**
 * Issue 11, finding 2: résumés with active content are refused, whatever the letter case,
 * part name or container trick; real Word files (DOC and DOCX) and PDFs still pass. Every
 * fixture is built here from its parts (tests/support/fixtures), none is a stored binary.
 */
import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import * as CFB from "cfb";
import { zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { compoundFile, looseDirectoryEntry } from "@tests/support/fixtures/ole";
import {
  contentTypesXml,
  doc,
  docx,
  REL,
  relationshipsXml,
  wordDocumentStream,
  WORD_MAIN,
} from "@tests/support/fixtures/office";
import { zipBytes } from "@tests/support/fixtures/zip";
import { pdfBytes } from "@tests/support/server/files";
import { DOCX_BUDGET, inspectDocx, sniffResume } from "./sniff";

const MS_REL = "http://schemas.microsoft.com/office/2006/relationships";
const VBA_TYPE = "application/vnd.ms-office.vbaProject";
const PRINTER_SETTINGS =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.printerSettings";
const SETTINGS = "application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml";
const SETTINGS_XML =
  '<?xml version="1.0"?><w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:attachedTemplate r:id="rId1"/></w:settings>';
const EXECUTABLE = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(200, 0x41)]);

/** A DOCX whose settings part points at a template. */
function withTemplate(target: string) {
  return docx({
    contentTypes: { overrides: { "/word/settings.xml": SETTINGS } },
    documentRels: [{ type: `${REL}/settings`, target: "settings.xml" }],
    parts: {
      "word/settings.xml": SETTINGS_XML,
      "word/_rels/settings.xml.rels": relationshipsXml([
        { type: `${REL}/attachedTemplate`, target, external: true },
      ]),
    },
  });
}

describe("real documents still pass", () => {
  it.each([
    ["a PDF", pdfBytes(), "pdf"],
    ["a DOC", doc(), "doc"],
    ["a DOCX (deflated, as Word writes it)", docx(), "docx"],
    ["a DOCX with stored parts", docx({ deflate: false }), "docx"],
    [
      "a DOCX with a picture, a hyperlink to a profile and printer settings",
      docx({
        contentTypes: {
          defaults: { png: "image/png", bin: PRINTER_SETTINGS },
        },
        documentRels: [
          { type: `${REL}/image`, target: "media/image1.png" },
          { type: `${REL}/hyperlink`, target: "https://www.linkedin.com/in/ana", external: true },
          { type: `${REL}/printerSettings`, target: "printerSettings/printerSettings1.bin" },
        ],
        parts: {
          "word/media/image1.png": Buffer.from("\x89PNG\r\n\x1a\n0000", "latin1"),
          "word/printerSettings/printerSettings1.bin": Buffer.alloc(64),
        },
      }),
      "docx",
    ],
    [
      "a DOCX made from a template on the author's own disk",
      withTemplate("file:///C:\\Users\\Ana\\AppData\\Roaming\\Microsoft\\Templates\\CV.dotx"),
      "docx",
    ],
    [
      "a DOC with an embedded chart's object storage (no packaged file, no program)",
      doc([
        {
          name: "ObjectPool",
          children: [
            {
              name: "_1235",
              children: [
                { name: "\u0001CompObj", stream: Buffer.alloc(64) },
                { name: "\u0003ObjInfo", stream: Buffer.alloc(6) },
                { name: "CONTENTS", stream: Buffer.alloc(512, 0x20) },
              ],
            },
          ],
        },
      ]),
      "doc",
    ],
    [
      "a DOCX with a 3 MiB photograph (it hardly compresses)",
      docx({
        contentTypes: { defaults: { jpeg: "image/jpeg" } },
        documentRels: [{ type: `${REL}/image`, target: "media/photo.jpeg" }],
        parts: {
          "word/media/photo.jpeg": Buffer.concat([
            Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
            randomBytes(3 * 1024 * 1024),
          ]),
        },
      }),
      "docx",
    ],
    [
      "a DOC with summary information and an embedded picture's storage",
      doc([
        { name: "\u0005SummaryInformation", stream: Buffer.alloc(64) },
        { name: "ObjectPool", children: [{ name: "_1234", children: [] }] },
      ]),
      "doc",
    ],
  ])("%s", async (_label, bytes, kind) => {
    expect(await sniffResume(bytes)).toBe(kind);
  });
});

describe("DOCX with active content is refused", () => {
  it.each([
    [
      "the VBA project under another letter case",
      docx({
        contentTypes: { overrides: { "/word/VBAProject.bin": PRINTER_SETTINGS } },
        parts: { "word/VBAProject.bin": "macros" },
      }),
    ],
    [
      "a VBA project under another part name, with its content type",
      docx({
        contentTypes: { overrides: { "/word/printerdata.bin": VBA_TYPE } },
        parts: { "word/printerdata.bin": "macros" },
      }),
    ],
    [
      "a VBA relationship to a part dressed up as printer settings",
      docx({
        contentTypes: { defaults: { dat: PRINTER_SETTINGS } },
        documentRels: [{ type: `${MS_REL}/vbaProject`, target: "settings.dat" }],
        parts: { "word/settings.dat": "macros" },
      }),
    ],
    [
      "a macro-enabled main document",
      docx({
        contentTypes: {
          overrides: {
            "/word/document.xml": "application/vnd.ms-word.document.macroEnabled.main+xml",
          },
        },
      }),
    ],
    [
      "a macro-enabled content type in another letter case",
      docx({
        contentTypes: {
          overrides: {
            "/word/document.xml": WORD_MAIN.replace("document.main", "DOCUMENT.MacroEnabled.main"),
          },
        },
      }),
    ],
    ["a template fetched from the web", withTemplate("https://evil.example/cv.dotm")],
    ["a template fetched from a file share", withTemplate("\\\\evil.example\\share\\cv.dotm")],
    [
      "a template fetched from a remote file URL",
      withTemplate("file://evil.example/share/cv.dotm"),
    ],
    [
      "only the two required names plus executables",
      zipBytes({
        "[Content_Types].xml":
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
        "word/document.xml": "<w:document/>",
        "setup.exe": EXECUTABLE,
        "run.js": "WScript.Shell",
      }),
    ],
    [
      "an executable with a declared extension",
      docx({
        contentTypes: { defaults: { exe: "application/octet-stream" } },
        parts: { "word/tools.exe": EXECUTABLE },
      }),
    ],
    [
      "an executable dressed up as a picture",
      docx({
        contentTypes: { defaults: { png: "image/png" } },
        parts: { "word/media/image1.png": EXECUTABLE },
      }),
    ],
    ["a part whose content type is declared nowhere", docx({ parts: { "word/payload.scr": "x" } })],
    [
      "two parts whose names differ only in letter case",
      docx({ parts: { "WORD/document.xml": "<w:document/>" } }),
    ],
    [
      "an embedded OLE object",
      docx({
        contentTypes: {
          defaults: { bin: "application/vnd.openxmlformats-officedocument.oleObject" },
        },
        documentRels: [{ type: `${REL}/oleObject`, target: "embeddings/oleObject1.bin" }],
        parts: { "word/embeddings/oleObject1.bin": "package" },
      }),
    ],
    [
      "an ActiveX control",
      docx({
        contentTypes: {
          overrides: { "/word/activeX/activeX1.xml": "application/vnd.ms-office.activeX+xml" },
        },
        parts: { "word/activeX/activeX1.xml": "<ax/>" },
      }),
    ],
  ])("%s", async (_label, bytes) => {
    expect(await sniffResume(bytes)).toBeNull();
  });
});

describe("DOCX bombs are refused from their declared sizes, before inflating", () => {
  const withPart = (bytes: Buffer) =>
    docx({
      contentTypes: { defaults: { bin: PRINTER_SETTINGS } },
      documentRels: [{ type: `${REL}/printerSettings`, target: "printerSettings/p1.bin" }],
      parts: { "word/printerSettings/p1.bin": bytes },
    });

  it.each([
    // Issue 35's finding: about 60 KB that inflated 60 MiB, synchronously.
    ["20 MiB of zeros in one part (over the package's 16 MiB)", 20],
    ["8 MiB of zeros in one part (a thousand times its compressed size)", 8],
  ])("%s", async (_label, mebibytes) => {
    const bytes = withPart(Buffer.alloc(mebibytes * 1024 * 1024));
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect(await sniffResume(bytes)).toBeNull();
  });
});

describe("DOC with active content, or without a real Word stream, is refused", () => {
  it.each([
    [
      "a Macros storage",
      doc([
        {
          name: "Macros",
          children: [{ name: "VBA", children: [{ name: "dir", stream: "attribute" }] }],
        },
      ]),
    ],
    [
      "a _VBA_PROJECT stream deeper down",
      doc([
        {
          name: "ObjectPool",
          children: [
            { name: "_VBA_PROJECT_CUR", children: [{ name: "_VBA_PROJECT", stream: "x" }] },
          ],
        },
      ]),
    ],
    ["a macros storage in another letter case", doc([{ name: "MACROS", children: [] }])],
    [
      // Issue 35's finding: a packaged object carrying a program, double-click to run.
      "a packaged object (\\x01Ole10Native) holding a program in the ObjectPool",
      doc([
        {
          name: "ObjectPool",
          children: [
            {
              name: "_1234",
              children: [
                { name: "\u0001CompObj", stream: Buffer.alloc(64) },
                {
                  name: "\u0001Ole10Native",
                  stream: Buffer.concat([Buffer.from([0x10, 0x01, 0, 0, 2, 0]), EXECUTABLE]),
                },
              ],
            },
          ],
        },
      ]),
    ],
    ["a stream that is a program", doc([{ name: "Data", stream: EXECUTABLE }])],
    [
      "a spreadsheet with a fake WordDocument entry inside a stream's sectors",
      compoundFile([{ name: "Workbook", stream: looseDirectoryEntry("WordDocument") }]),
    ],
    [
      "a fake WordDocument entry in a sector no chain uses",
      compoundFile([{ name: "Workbook", stream: Buffer.alloc(16) }], {
        rawSectors: [looseDirectoryEntry("WordDocument")],
      }),
    ],
    [
      "a WordDocument stream that is not Word's (no FIB)",
      compoundFile([{ name: "WordDocument", stream: Buffer.alloc(4096) }]),
    ],
    [
      "a WordDocument stream in a sub-storage rather than at the root",
      compoundFile([
        { name: "Attachments", children: [{ name: "WordDocument", stream: wordDocumentStream() }] },
      ]),
    ],
  ])("%s", async (_label, bytes) => {
    expect(await sniffResume(bytes)).toBeNull();
  });

  it("refuses, without hanging, a directory whose sibling links loop", async () => {
    const bytes = doc([{ name: "Data", stream: "x" }]);
    // Entry 3 ("Data") names entry 1 (WordDocument) as its right sibling: a cycle.
    bytes.writeUInt32LE(1, 1024 + 3 * 128 + 0x48);
    // Resolves (does not reject) to null.
    await expect(sniffResume(bytes)).resolves.toBeNull();
  });
});

describe("DOC written by another writer (cfb: small streams in the mini stream)", () => {
  /** A Word 97 document written by the `cfb` package, plus streams by path. */
  function cfbDoc(streams: Record<string, Buffer> = {}): Buffer {
    const file = CFB.utils.cfb_new();
    CFB.utils.cfb_add(file, "/WordDocument", wordDocumentStream());
    CFB.utils.cfb_add(file, "/1Table", Buffer.alloc(16));
    for (const [path, data] of Object.entries(streams)) CFB.utils.cfb_add(file, path, data);
    return CFB.write(file, { type: "buffer" }) as Buffer;
  }
  const packaged = (program: Buffer) => ({
    "/ObjectPool/_1234/\u0001CompObj": Buffer.alloc(64),
    // An Ole10Native stream: its size, then the packaged file (here a program).
    "/ObjectPool/_1234/\u0001Ole10Native": Buffer.concat([
      Buffer.from([0x10, 0x01, 0, 0]),
      program,
    ]),
  });

  it.each([
    ["a plain document", cfbDoc(), "doc"],
    [
      "a document with small streams (mini stream)",
      cfbDoc({ "/Data": Buffer.alloc(200, 0x41) }),
      "doc",
    ],
    [
      "an embedded chart's object storage",
      cfbDoc({
        "/ObjectPool/_1235/\u0001CompObj": Buffer.alloc(64),
        "/ObjectPool/_1235/CONTENTS": Buffer.alloc(512, 0x20),
      }),
      "doc",
    ],
    // Issue 35's finding: an embedded OLE object carrying an MZ program, double-click to run.
    [
      "an embedded OLE object holding an MZ program (mini stream)",
      cfbDoc(packaged(EXECUTABLE)),
      null,
    ],
    [
      "an embedded OLE object holding an MZ program (ordinary sectors)",
      cfbDoc(packaged(Buffer.concat([EXECUTABLE, Buffer.alloc(8192)]))),
      null,
    ],
    ["an MZ program in a small stream of its own", cfbDoc({ "/Data": EXECUTABLE }), null],
    ["a Macros storage", cfbDoc({ "/Macros/VBA/dir": Buffer.from("attribute") }), null],
  ])("%s", async (_label, bytes, kind) => {
    expect(await sniffResume(bytes)).toBe(kind);
  });
});

describe("DOCX bombs are stopped within the budget, and the event loop keeps turning", () => {
  const MiB = 1024 * 1024;
  /** What one refusal may inflate past a figure: one chunk of the inflater. */
  const CHUNK = 256 * 1024;

  /** A DOCX whose extra parts are printer settings (declared, so only their bytes matter). */
  const withParts = (parts: Record<string, Buffer>) =>
    docx({
      contentTypes: { defaults: { bin: PRINTER_SETTINGS } },
      documentRels: Object.keys(parts).map((name) => ({
        type: `${REL}/printerSettings`,
        target: name.replace(/^word\//, ""),
      })),
      parts,
    });

  /** The package with `name`'s uncompressed size rewritten in both of its headers: a lie. */
  function declaring(bytes: Buffer, name: string, size: number): Buffer {
    const raw = Buffer.from(name);
    let rewritten = 0;
    for (let at = bytes.indexOf(raw); at >= 0; at = bytes.indexOf(raw, at + 1)) {
      if (at >= 30 && bytes.readUInt32LE(at - 30) === 0x04034b50) {
        bytes.writeUInt32LE(size, at - 30 + 22);
        rewritten++;
      }
      if (at >= 46 && bytes.readUInt32LE(at - 46) === 0x02014b50) {
        bytes.writeUInt32LE(size, at - 46 + 24);
        rewritten++;
      }
    }
    expect(rewritten).toBe(2);
    return bytes;
  }

  /**
   * Runs `work` while a 1 ms interval and a chain of setImmediate callbacks watch the event
   * loop: the longest time between two interval ticks (or from the start), and how many
   * times the loop came round. Three runs, keeping the best figures: a stall the code causes
   * comes back every run, one the busy shared machine causes (a descheduled process) does not.
   */
  async function watchingEventLoop<T>(work: () => Promise<T>) {
    const runs = [];
    for (let run = 0; run < 3; run++) {
      let last = performance.now();
      let longestGapMs = 0;
      const timer = setInterval(() => {
        const now = performance.now();
        longestGapMs = Math.max(longestGapMs, now - last);
        last = now;
      }, 1);
      let turns = 0;
      let watching = true;
      const turn = () => {
        turns++;
        if (watching) setImmediate(turn);
      };
      setImmediate(turn);
      try {
        const result = await work();
        longestGapMs = Math.max(longestGapMs, performance.now() - last);
        runs.push({ result, longestGapMs, turns });
      } finally {
        watching = false;
        clearInterval(timer);
      }
    }
    return {
      result: runs[2]!.result,
      longestGapMs: Math.min(...runs.map((run) => run.longestGapMs)),
      turns: Math.min(...runs.map((run) => run.turns)),
    };
  }

  it("has decision 0020's figures", () => {
    expect(DOCX_BUDGET).toEqual({
      entries: 1000,
      inflatedBytes: 16 * MiB,
      ratioCheckedFromBytes: 1 * MiB,
      ratio: 100,
    });
  });

  // Issue 35's finding: about 60 KB that inflates 60 MiB. Declared honestly, it is refused
  // from the central directory without inflating a byte.
  it("refuses a 60 KB package declaring 60 MiB before inflating anything", async () => {
    const bytes = withParts({ "word/p1.bin": Buffer.alloc(60 * MiB) });
    expect(bytes.length).toBeLessThan(64 * 1024);
    await sniffResume(docx()); // the detector and the inspection loaded and warmed up
    const watched = await watchingEventLoop(() => inspectDocx(bytes));
    expect(watched.result).toEqual({
      docx: false,
      reason: expect.stringMatching(/^declared: word\/p1\.bin inflates 62914560 bytes/),
      inflatedBytes: 0,
    });
    expect(watched.longestGapMs).toBeLessThan(100);
    expect(await sniffResume(bytes)).toBeNull();
  });

  it("refuses 17 parts of 1 MiB each from their declared sizes (over 16 MiB in all)", async () => {
    const parts = Object.fromEntries(
      Array.from({ length: 17 }, (_, i) => [`word/p${i}.bin`, Buffer.alloc(MiB)]),
    );
    expect(await inspectDocx(withParts(parts))).toEqual({
      docx: false,
      reason: "declared: the parts inflate past 16777216 bytes",
      inflatedBytes: 0,
    });
  });

  it.each([
    [
      // Its headers claim 16 MiB less 100 KiB (about 70 times its compressed size, within
      // the ratio); it inflates 60 MiB. The package's total stops it at 16 MiB.
      "a part that lies its way past the package's 16 MiB",
      () =>
        declaring(
          withParts({
            "word/big.bin": Buffer.concat([randomBytes(170 * 1024), Buffer.alloc(60 * MiB)]),
          }),
          "word/big.bin",
          16 * MiB - 100 * 1024,
        ),
      /^inflating: the parts passed 16777216 bytes$/,
      16 * MiB,
    ],
    [
      // Its headers claim 1 MiB (under the size the ratio is checked from); it inflates
      // 10 MiB from about 10 KB. The ratio stops it just past 1 MiB.
      "a part that lies its way past 100 times its compressed size",
      () => declaring(withParts({ "word/p1.bin": Buffer.alloc(10 * MiB) }), "word/p1.bin", MiB),
      /^inflating: word\/p1\.bin passed 100 times its \d+ bytes$/,
      MiB,
    ],
    [
      // Its headers claim 5 MiB (about 85 times its compressed size); it inflates 60 MiB.
      // Its own declared size stops it.
      "a part that inflates past its declared size",
      () => declaring(withParts({ "word/p1.bin": Buffer.alloc(60 * MiB) }), "word/p1.bin", 5 * MiB),
      /^inflating: word\/p1\.bin passed its declared size$/,
      5 * MiB,
    ],
  ])(
    "refuses %s while inflating, a chunk past the figure",
    async (_label, build, reason, figure) => {
      const bytes = build();
      expect(bytes.length).toBeLessThan(256 * 1024);
      await sniffResume(docx());
      const watched = await watchingEventLoop(() => inspectDocx(bytes));
      expect(watched.result.docx).toBe(false);
      expect(watched.result.reason).toMatch(reason);
      expect(watched.result.inflatedBytes).toBeGreaterThan(figure);
      // One chunk past the figure, plus the package's few small XML parts.
      expect(watched.result.inflatedBytes).toBeLessThanOrEqual(figure + CHUNK + 16 * 1024);
      expect(watched.result.inflatedBytes).toBeLessThanOrEqual(DOCX_BUDGET.inflatedBytes + CHUNK);
      // The inflation ran on zlib's thread pool: the loop came round between chunks.
      expect(watched.longestGapMs).toBeLessThan(100);
      expect(watched.turns).toBeGreaterThan(3);
      expect(await sniffResume(bytes)).toBeNull();
    },
  );

  it("accepts 15 parts of 1 MiB each (the most a package may inflate) without stalling", async () => {
    const parts = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [`word/p${i}.bin`, Buffer.alloc(MiB)]),
    );
    const bytes = withParts(parts);
    expect(bytes.length).toBeLessThan(32 * 1024);
    await sniffResume(docx());
    const watched = await watchingEventLoop(() => sniffResume(bytes));
    expect(watched.result).toBe("docx");
    expect(watched.longestGapMs).toBeLessThan(100);
    expect(watched.turns).toBeGreaterThan(15);
    const verdict = await inspectDocx(bytes);
    expect(verdict.inflatedBytes).toBeGreaterThan(15 * MiB);
    expect(verdict.inflatedBytes).toBeLessThanOrEqual(DOCX_BUDGET.inflatedBytes);
  });

  it("refuses a package of more than 1,000 parts from its directory", async () => {
    const parts = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`word/p${i}.bin`, Buffer.alloc(1)]),
    );
    expect(await inspectDocx(withParts(parts))).toEqual({
      docx: false,
      reason: "1004 parts (budget 1000)",
      inflatedBytes: 0,
    });
  });
});

describe("every ZIP reader sees the same package", () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  /** A DOCX written by another writer (fflate), plus `extra` entries. */
  const fflateDocx = (extra: Zippable = {}) =>
    Buffer.from(
      zipSync({
        "[Content_Types].xml": utf8(contentTypesXml({ defaults: { bin: PRINTER_SETTINGS } })),
        "_rels/.rels": utf8(
          relationshipsXml([{ type: `${REL}/officeDocument`, target: "word/document.xml" }]),
        ),
        "word/document.xml": utf8("<w:document/>"),
        ...extra,
      }),
    );
  /** An Info-ZIP Unicode Path extra field giving the entry called `raw` the name `name`. */
  const unicodePath = (raw: string, name: string) => {
    const crc = Buffer.alloc(4);
    crc.writeUInt32LE(crc32(raw));
    return { 0x7075: Buffer.concat([Buffer.from([1]), crc, Buffer.from(name)]) };
  };

  it("accepts a DOCX written by fflate", async () => {
    expect(await sniffResume(fflateDocx({ "word/p1.bin": new Uint8Array(64) }))).toBe("docx");
  });

  it("refuses an entry whose Unicode Path field names another part (the VBA project)", async () => {
    const bytes = fflateDocx({
      "word/p1.bin": [utf8("macros"), { extra: unicodePath("word/p1.bin", "word/vbaProject.bin") }],
    });
    expect(await inspectDocx(bytes)).toMatchObject({
      docx: false,
      reason: "a part with a second name: word/p1.bin",
    });
  });

  it("refuses a package whose local header names another part than its directory", async () => {
    const bytes = docx({
      contentTypes: { defaults: { bin: PRINTER_SETTINGS } },
      parts: { "word/p1.bin": "settings" },
    });
    // The first occurrence of the name is in the local header, 30 bytes after its start.
    const at = bytes.indexOf("word/p1.bin");
    expect(bytes.readUInt32LE(at - 30)).toBe(0x04034b50);
    bytes.write("word/p2.bin", at, "latin1");
    expect(await inspectDocx(bytes)).toMatchObject({
      docx: false,
      reason: "local and central names differ: word/p1.bin",
    });
  });
});
