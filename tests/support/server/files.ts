/**
 * Small but structurally real résumé files for tests: a PDF, a Word 97 compound file with a
 * WordDocument stream, a DOCX (ZIP) and look-alikes that are not what their names say.
 */
import { docx, wordDocumentStream } from "../fixtures/office";
import { compoundFile } from "../fixtures/ole";
import { zipBytes } from "../fixtures/zip";

export function pdfBytes(text = "Curriculum vitae"): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

/**
 * A compound file whose root storage holds the named streams ("Root Entry" is the root
 * itself); a WordDocument stream gets a real file information block.
 */
export function compoundFileBytes(
  streams: string[] = ["Root Entry", "WordDocument", "1Table"],
): Buffer {
  return compoundFile(
    streams
      .filter((name) => name !== "Root Entry")
      .map((name) => ({
        name,
        stream: name === "WordDocument" ? wordDocumentStream() : Buffer.alloc(16),
      })),
  );
}

export { zipBytes };

/** A minimal, complete DOCX; `extra` adds parts by name. */
export function docxBytes(extra: Record<string, string> = {}): Buffer {
  return docx({ parts: extra });
}

/** Executable-looking bytes dressed up as a PDF by name only. */
export function fakePdfBytes(): Buffer {
  return Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(200, 0x41)]);
}
