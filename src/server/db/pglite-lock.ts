/**
 * One process per embedded database folder: PGlite has no locking of its own, and two
 * processes writing one folder corrupt it. The server and the operator commands take
 * `DATA_DIR/pglite.lock` (the holder's pid) before opening the folder and remove it when
 * they exit; a lock whose process is gone (a crash, kill -9) is taken over.
 */
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makePrivate } from "./private-folder";

export interface LockHolder {
  pid: number;
  /** What holds it: "server", "npm run staff", … */
  owner: string;
  since: string;
}

export class DataDirBusyError extends Error {
  override name = "DataDirBusyError";
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${holder.owner} (pid ${holder.pid}, since ${holder.since}).`,
    );
  }
}

export function lockFile(dataDir: string): string {
  return path.join(dataDir, "pglite.lock");
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process holding the folder, or null (no lock, or its process is gone). */
export function lockHolder(dataDir: string): LockHolder | null {
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(lockFile(dataDir), "utf8")) as LockHolder;
  } catch {
    return null;
  }
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return null;
  return alive(holder.pid) ? holder : null;
}

/**
 * Takes the folder for this process (again, if it has it already) and returns the release
 * function, also run at exit. Throws DataDirBusyError while another live process holds it.
 */
export function acquirePgliteLock(dataDir: string, owner: string): () => void {
  // Every process passes here before it opens the database: the folder is private first.
  makePrivate(dataDir);
  const file = lockFile(dataDir);
  const mine: LockHolder = { pid: process.pid, owner, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // "wx": of two processes starting together, exactly one creates the file.
      writeFileSync(file, JSON.stringify(mine), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(dataDir);
      if (holder && holder.pid !== process.pid) throw new DataDirBusyError(dataDir, holder);
      if (holder) break;
      // Left behind by a process that is gone.
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first; the next attempt decides.
      }
      if (attempt === 1) throw new DataDirBusyError(dataDir, mine);
    }
  }
  const release = () => {
    try {
      const holder = JSON.parse(readFileSync(file, "utf8")) as LockHolder;
      if (holder.pid === process.pid) unlinkSync(file);
    } catch {
      // Already gone.
    }
    process.removeListener("exit", release);
  };
  process.on("exit", release);
  return release;
}
