/**
 * Small but structurally real résumé files for tests: a PDF, a Word 97 compound file with a
 * WordDocument stream, a DOCX (ZIP) and look-alikes that are not what their names say.
 */
import { crc32 } from "node:zlib";

export function pdfBytes(text = "Curriculum vitae"): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

/** A compound file (512-byte sectors) whose first directory sector names `streams`. */
export function compoundFileBytes(
  streams: string[] = ["Root Entry", "WordDocument", "1Table"],
): Buffer {
  const sector = 512;
  const file = Buffer.alloc(sector * 4);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 0x18); // minor version
  file.writeUInt16LE(0x0003, 0x1a); // major version 3
  file.writeUInt16LE(0xfffe, 0x1c); // little-endian
  file.writeUInt16LE(9, 0x1e); // 512-byte sectors
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(0, 0x30); // first directory sector
  streams.forEach((name, index) => {
    const entry = sector + index * 128;
    for (let i = 0; i < name.length; i++) file.writeUInt16LE(name.charCodeAt(i), entry + i * 2);
    file.writeUInt16LE((name.length + 1) * 2, entry + 0x40);
    file[entry + 0x42] = index === 0 ? 5 : 2; // root storage, then streams
  });
  return file;
}

/** A stored (uncompressed) ZIP archive of the given files. */
export function zipBytes(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8");
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function docxBytes(extra: Record<string, string> = {}): Buffer {
  return zipBytes({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    "_rels/.rels": '<?xml version="1.0"?><Relationships/>',
    "word/document.xml":
      '<?xml version="1.0"?><w:document><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
    ...extra,
  });
}

/** Executable-looking bytes dressed up as a PDF by name only. */
export function fakePdfBytes(): Buffer {
  return Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(200, 0x41)]);
}
