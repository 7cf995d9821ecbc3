import { crc32, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { unzip, zip } from "./zip";

/** The entries as the central directory lists them, read here without fflate. */
function directory(archive: Buffer) {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = [];
  let at = archive.readUInt32LE(end + 16);
  for (let i = 0; i < archive.readUInt16LE(end + 10); i++) {
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    entries.push({
      name: archive.subarray(at + 46, at + 46 + nameLength).toString("utf8"),
      utf8Flag: (archive.readUInt16LE(at + 8) & 0x0800) !== 0,
      method: archive.readUInt16LE(at + 10),
      time: archive.readUInt16LE(at + 12),
      day: archive.readUInt16LE(at + 14),
      crc: archive.readUInt32LE(at + 16),
      stored: archive.subarray(start, start + archive.readUInt32LE(at + 20)),
      size: archive.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return entries;
}

describe("ZIP archives", () => {
  const json = Buffer.from(JSON.stringify({ name: "Ana Quintero", notes: "x".repeat(2000) }));
  const pdf = Buffer.from("%PDF-1.7\n% not really compressed\n%%EOF\n");
  const at = new Date(Date.UTC(2026, 10, 23, 17, 45, 30));

  it("stores or deflates each entry, in order, with CRCs any reader can check", () => {
    const archive = zip(
      [
        { name: "data.json", data: json, deflate: true },
        { name: "resumes/1-Zoë CV.pdf", data: pdf },
      ],
      at,
    );
    const [first, second] = directory(archive);
    expect(first).toMatchObject({ name: "data.json", method: 8, size: json.length });
    expect(first!.crc).toBe(crc32(json));
    expect(inflateRawSync(first!.stored).equals(json)).toBe(true);
    // The name is UTF-8 and says so, or Windows shows it in its old code page.
    expect(second).toMatchObject({ name: "resumes/1-Zoë CV.pdf", method: 0, utf8Flag: true });
    expect(second!.crc).toBe(crc32(pdf));
    expect(Buffer.from(second!.stored).equals(pdf)).toBe(true);
    // DOS date and time of the moment in UTC: 2026-11-23 17:45:30.
    expect(second!.day).toBe(((2026 - 1980) << 9) | (11 << 5) | 23);
    expect(second!.time).toBe((17 << 11) | (45 << 5) | (30 >> 1));
  });

  it("reads back what it wrote", () => {
    const files = unzip(
      zip([
        { name: "data.json", data: json },
        { name: "resumes/a.pdf", data: pdf, deflate: true },
        { name: "empty.txt", data: new Uint8Array(0) },
      ]),
    );
    expect(files.map((file) => file.name)).toEqual(["data.json", "resumes/a.pdf", "empty.txt"]);
    expect(Buffer.from(files[0]!.data).equals(json)).toBe(true);
    expect(Buffer.from(files[1]!.data).equals(pdf)).toBe(true);
    expect(files[2]!.data).toHaveLength(0);
  });

  it("refuses two entries of one name rather than drop one", () => {
    expect(() =>
      zip([
        { name: "data.json", data: json },
        { name: "data.json", data: pdf },
      ]),
    ).toThrow(/duplicate ZIP entry data\.json/);
  });
});
