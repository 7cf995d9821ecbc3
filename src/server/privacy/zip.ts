/**
 * A minimal ZIP writer: enough for the data-subject archive (a JSON file and a few résumés
 * that are compressed already, so stored), opened by every operating system without tools,
 * and for the tests' Word fixtures (deflated, as Word writes them). See
 * docs/decisions/0028-data-subject-requests.md.
 */
import { crc32, deflateRawSync } from "node:zlib";

export { crc32 };

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Deflate the data instead of storing it. */
  deflate?: boolean;
}

/** DOS date and time of `date` (UTC), as ZIP headers hold them. */
function dosTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    day:
      ((Math.max(1980, date.getUTCFullYear()) - 1980) << 9) |
      ((date.getUTCMonth() + 1) << 5) |
      date.getUTCDate(),
  };
}

export function zip(entries: ZipEntry[], now = new Date()): Buffer {
  const { time, day } = dosTime(now);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const crc = crc32(entry.data);
    const size = entry.data.length;
    const method = entry.deflate ? 8 : 0;
    const stored = entry.deflate ? deflateRawSync(entry.data) : Buffer.from(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, stored);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(day, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Reads back a ZIP of stored entries (tests, and the operator command's own check). */
export function unzip(archive: Buffer): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const size = archive.readUInt32LE(at + 18);
    const nameLength = archive.readUInt16LE(at + 26);
    const extra = archive.readUInt16LE(at + 28);
    const name = archive.subarray(at + 30, at + 30 + nameLength).toString("utf8");
    const start = at + 30 + nameLength + extra;
    const data = archive.subarray(start, start + size);
    if (crc32(data) !== archive.readUInt32LE(at + 14)) throw new Error(`bad CRC for ${name}`);
    entries.push({ name, data });
    at = start + size;
  }
  return entries;
}
