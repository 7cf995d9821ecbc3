import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { openPglite, pgliteDataDir } from "./client";
import { acquirePgliteLock } from "./pglite-lock";

function modes(root: string): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (current: string) => {
    found.set(path.relative(root, current) || ".", statSync(current).mode & 0o777);
    if (statSync(current).isDirectory())
      for (const name of readdirSync(current)) walk(path.join(current, name));
  };
  walk(root);
  return found;
}

const opened = (mode: number) => (mode & 0o077) !== 0;
let folder = "";
const umask = process.umask();

afterEach(() => {
  process.umask(umask);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test(
  "the embedded database's folder and every file in it are private, whatever the umask",
  { timeout: 60_000 },
  async () => {
    // As a process started with a permissive umask would make them.
    process.umask(0);
    folder = mkdtempSync(path.join(tmpdir(), "data-dir-"));
    chmodSync(folder, 0o777);
    mkdirSync(path.join(folder, "backups"), { mode: 0o777 });
    writeFileSync(path.join(folder, "backups", "old.tar.gz"), "x", { mode: 0o666 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);

    const release = acquirePgliteLock(folder, "a test");
    const handle = await openPglite({ dataDir: pgliteDataDir(folder) });
    await handle.close();
    release();

    const all = modes(folder);
    expect(all.size).toBeGreaterThan(100);
    expect([...all].filter(([, mode]) => opened(mode))).toEqual([]);
    expect(all.get(".")).toBe(0o700);
    expect(all.get("backups/old.tar.gz")).toBe(0o600);
    // One line for the folder that was open before; none when nothing had to change.
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/was open to other users of this machine: 3 files and folders/),
    ]);
    acquirePgliteLock(folder, "a test")();
    expect(warn).toHaveBeenCalledTimes(1);
  },
);
