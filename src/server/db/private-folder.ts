/**
 * DATA_DIR holds résumés, session tokens and mail: only the user that runs the site may read
 * it (docs/decisions/0049-data-that-stays-whole-and-private.md). Every process that opens
 * the embedded database makes the folder private first: new files owner-only whatever the
 * umask it was started with, and an existing folder tightened, with one log line saying so.
 * PGlite writes its files with mode 0666 whatever the umask, so its folder is tightened again
 * once it has opened (./client.ts); files it adds while it runs stay behind folders that only
 * this user may enter.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

const FOLDER = 0o700;
const FILE = 0o600;

/** Tightens every folder to 0700 and file to 0600 below `root`; returns how many changed. */
export function tighten(root: string): number {
  let changed = 0;
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    let stat;
    try {
      stat = lstatSync(current);
    } catch {
      continue; // removed meanwhile
    }
    if (stat.isSymbolicLink()) continue;
    const wanted = stat.isDirectory() ? FOLDER : FILE;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(current, wanted);
      changed += 1;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(current)) pending.push(path.join(current, name));
    }
  }
  return changed;
}

/**
 * Makes `dataDir` private to this user: files this process creates from now on are
 * owner-only (its umask becomes 077: the process serves this site and nothing else), and
 * what is already there is tightened. Logs once when anything had to change.
 */
export function makePrivate(dataDir: string): number {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: FOLDER });
  const changed = tighten(dataDir);
  if (changed > 0) {
    console.warn(
      `[db] ${dataDir} was open to other users of this machine: ${changed} files and folders are now readable by this user only`,
    );
  }
  return changed;
}
