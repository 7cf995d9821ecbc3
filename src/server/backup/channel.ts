/**
 * How `npm run backup` copies the embedded database while the server holds its folder
 * (src/server/db/pglite-lock.ts): one process may open the folder, so the copy has to be
 * taken by that process. The server listens on a Unix socket beside the folder and answers
 * "dump" with PGlite's own `dumpDataDir` tarball, taken between two queries. The socket is
 * the operator's: only the account that runs the server can connect to it (file mode), and
 * it never reaches the network. docs/decisions/0024-backups.md.
 */
import { createHash } from "node:crypto";
import { chmodSync, unlinkSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Unix socket paths are limited to about 100 bytes; a deep DATA_DIR uses the temp folder. */
export function backupSocketPath(dataDir: string): string {
  const beside = path.join(path.resolve(dataDir), "backup.sock");
  if (Buffer.byteLength(beside) <= 100) return beside;
  const key = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `corvane-backup-${key}.sock`);
}

function removeSocket(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Not there.
  }
}

/**
 * Serves "dump" on the folder's socket; call only while holding the folder's lock (a socket
 * file left by a dead holder is replaced). Returns the function that stops it.
 */
export function serveBackups(dataDir: string, dump: () => Promise<Blob>): () => void {
  const file = backupSocketPath(dataDir);
  removeSocket(file);
  const server = net.createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("error", () => undefined);
    socket.on("data", (chunk: string) => {
      request += chunk;
      if (!request.includes("\n")) {
        if (request.length > 64) socket.destroy();
        return;
      }
      socket.removeAllListeners("data");
      if (request.trim() !== "dump") {
        socket.end("error unknown request\n");
        return;
      }
      dump()
        .then(async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          socket.write(`ok ${bytes.length}\n`);
          socket.end(bytes);
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          console.error(`[backup] could not copy the embedded database: ${message}`);
          socket.end(`error ${message.replace(/\s+/g, " ")}\n`);
        });
    });
  });
  server.on("error", (error) =>
    console.error(`[backup] the backup socket ${file} failed: ${error.message}`),
  );
  server.listen(file, () => {
    try {
      chmodSync(file, 0o600);
    } catch {
      // Already gone (closed at once).
    }
  });
  server.unref();
  const stop = () => {
    server.close();
    removeSocket(file);
    process.removeListener("exit", stop);
  };
  process.on("exit", stop);
  return stop;
}

/** Asks the server holding `dataDir` for a copy of its database (a gzipped tarball). */
export function dumpThroughServer(dataDir: string, timeoutMs = 120_000): Promise<Buffer> {
  const file = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.createConnection(file);
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no answer on ${file} within ${timeoutMs} ms`)),
    );
    socket.on("connect", () => socket.write("dump\n"));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const header = all.subarray(0, Math.max(0, newline)).toString("utf8");
      const body = all.subarray(newline + 1);
      const ok = /^ok (\d+)$/.exec(header);
      if (!ok) reject(new Error(header.replace(/^error /, "") || "no answer"));
      else if (Number(ok[1]) !== body.length)
        reject(new Error(`the copy was cut short (${body.length} of ${ok[1]} bytes)`));
      else resolve(body);
    });
  });
}
