/**
 * Issue 11, finding 2: résumés with active content are refused, whatever the letter case,
 * part name or container trick; real Word files (DOC and DOCX) and PDFs still pass. Every
 * fixture is built here from its parts (tests/support/fixtures), none is a stored binary.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { compoundFile, looseDirectoryEntry } from "@tests/support/fixtures/ole";
import {
  doc,
  docx,
  REL,
  relationshipsXml,
  wordDocumentStream,
  WORD_MAIN,
} from "@tests/support/fixtures/office";
import { zipBytes } from "@tests/support/fixtures/zip";
import { pdfBytes } from "@tests/support/server/files";
import { sniffResume } from "./sniff";

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
  ])("%s", (_label, bytes, kind) => {
    expect(sniffResume(bytes)).toBe(kind);
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
  ])("%s", (_label, bytes) => {
    expect(sniffResume(bytes)).toBeNull();
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
  ])("%s", (_label, mebibytes) => {
    const bytes = withPart(Buffer.alloc(mebibytes * 1024 * 1024));
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect(sniffResume(bytes)).toBeNull();
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
  ])("%s", (_label, bytes) => {
    expect(sniffResume(bytes)).toBeNull();
  });

  it("refuses, without hanging, a directory whose sibling links loop", () => {
    const bytes = doc([{ name: "Data", stream: "x" }]);
    // Entry 3 ("Data") names entry 1 (WordDocument) as its right sibling: a cycle.
    bytes.writeUInt32LE(1, 1024 + 3 * 128 + 0x48);
    expect(() => sniffResume(bytes)).not.toThrow();
    expect(sniffResume(bytes)).toBeNull();
  });
});
