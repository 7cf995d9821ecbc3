/**
 * ZIP archives through fflate: the data-subject archive (a JSON file and a few résumés that
 * are compressed already, so stored), opened by every operating system without tools, and
 * the tests' Word fixtures (deflated, as Word writes them). See
 * docs/decisions/0028-data-subject-requests.md.
 *
 * The archive is built in one piece with zipSync: its parts are database rows read whole
 * (a few résumés of at most 5 MB each) and the response is one buffer, so streaming would
 * save nothing.
 */
import { unzipSync, zipSync, type Zippable } from "fflate";

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Deflate the data instead of storing it. */
  deflate?: boolean;
}

export function zip(entries: ZipEntry[], now = new Date()): Buffer {
  // fflate writes local time, as DOS times are meant to be; this archive has always said
  // UTC, so the same moment is written whatever the server's time zone.
  const mtime = new Date(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
    now.getUTCHours(),
    now.getUTCMinutes(),
    now.getUTCSeconds(),
  );
  // fflate takes the entries keyed by name, so a second entry of a name would silently
  // replace the first: refused instead.
  const files: Zippable = {};
  for (const entry of entries) {
    if (Object.hasOwn(files, entry.name)) throw new Error(`duplicate ZIP entry ${entry.name}`);
    files[entry.name] = [entry.data, { level: entry.deflate ? 6 : 0, mtime }];
  }
  const archive = zipSync(files);
  return Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
}

/**
 * Reads an archive back, stored or deflated (tests). fflate does not check CRCs on reading;
 * zip.test.ts checks the ones written against node:zlib's.
 */
export function unzip(archive: Uint8Array): ZipEntry[] {
  return Object.entries(unzipSync(archive)).map(([name, data]) => ({ name, data }));
}
