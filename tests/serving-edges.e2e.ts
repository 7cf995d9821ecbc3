/**
 * The edges of serving, tested from outside the process as a client or a scanner meets them
 * (decision 0050): a malformed Host, SIGTERM with requests in flight, a body that never
 * finishes, headers that never finish, and more connections than the server keeps.
 */
import net from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { csvRecords } from "@tests/support/server/harness";
import { startAppServer, tempDataDir, type AppServer } from "./support/app-server";
import { validContact } from "./support/fixtures/forms";

const EXPORT_TOKEN = "edges-test-export-token-0123456789abcdef";
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function server(env: Record<string, string> = {}): Promise<AppServer> {
  const data = tempDataDir("edges");
  const started = await startAppServer({
    DATA_DIR: data.path,
    EXPORT_TOKEN,
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_CONTACT: "off",
    RATE_LIMIT_ADMIN: "off",
    RUN_JOBS: "false",
    ...env,
  });
  cleanups.push(() => data.remove());
  cleanups.push(() => started.stop());
  return started;
}

/** Writes `text` on a new socket and collects what comes back until the server closes it. */
function socketExchange(
  port: number,
  text: string,
  { waitMs = 10_000 }: { waitMs?: number } = {},
): Promise<{ reply: string; closed: boolean; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let reply = "";
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ reply, closed, ms: Date.now() - started });
    };
    socket.on("data", (chunk) => (reply += chunk.toString("latin1")));
    socket.on("close", () => done(true));
    socket.on("error", () => done(true));
    const timer = setTimeout(() => done(false), waitMs);
  });
}

describe("a malformed Host header", () => {
  it("answers 400 on every kind of route, with one log line each, never a 500", async () => {
    const site = await server();
    const requests = [
      ["GET", "/"],
      ["GET", "/contact"],
      ["GET", "/admin"],
      ["GET", "/api/health"],
      ["POST", "/api/contact"],
      ["GET", "/no-such-page"],
    ] as const;
    for (const host of ["[bad", "a b", "user@evil.example", "x:99999"]) {
      for (const [method, path] of requests) {
        const body = method === "POST" ? "name=a" : "";
        const { reply } = await socketExchange(
          site.port,
          `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
        expect(reply.split("\r\n")[0], `${host} ${method} ${path}`).toBe(
          "HTTP/1.1 400 Bad Request",
        );
        expect(reply).not.toMatch(/at \w+ \(|stack/i);
      }
    }
    const lines = site
      .output()
      .split("\n")
      .filter((line) => line.includes("malformed Host"));
    expect(lines).toHaveLength(4 * requests.length);
    expect(site.output()).not.toMatch(/\bError\b.*\n\s+at /);
    // A well-formed name still gets the page.
    const fine = await socketExchange(
      site.port,
      "GET /contact HTTP/1.1\r\nHost: www.corvane.example:8443\r\nConnection: close\r\n\r\n",
    );
    expect(fine.reply.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
  });
});

describe("SIGTERM", () => {
  it("stops taking connections, lets the 16 posts in flight finish, and exits 0", async () => {
    const data = tempDataDir("edges-sigterm");
    cleanups.push(() => data.remove());
    const env = {
      DATA_DIR: data.path,
      EXPORT_TOKEN,
      FORM_MIN_FILL_MS: "0",
      RATE_LIMIT_CONTACT: "off",
      RATE_LIMIT_ADMIN: "off",
    };
    const first = await startAppServer(env);
    cleanups.push(() => first.stop());
    // One post first, so that loading the route's code on a busy machine is not counted
    // against the drain's 10 s (a server that has run a while has it loaded).
    const warm = await fetch(`${first.baseURL}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...validContact, requirement: "Enquiry warm-up", type: "2" }),
    });
    expect(warm.status).toBe(201);
    // 16 posts whose bodies are half sent when the signal comes: in flight, for certain.
    const markers = Array.from({ length: 16 }, () => `sigterm-${randomUUID()}`);
    const sockets = markers.map((marker) => {
      const body = JSON.stringify({ ...validContact, requirement: `Enquiry ${marker}`, type: "2" });
      const socket = net.connect(first.port, "127.0.0.1");
      let reply = "";
      socket.on("data", (chunk) => (reply += chunk.toString("latin1")));
      const answered = new Promise<string>((resolve) => {
        socket.on("close", () => resolve(reply));
        socket.on("error", () => resolve(reply));
      });
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
      );
      return { socket, body, answered };
    });
    await new Promise((r) => setTimeout(r, 500));
    const exited = new Promise<number | null>((resolve) =>
      first.child.once("exit", (code) => resolve(code)),
    );
    process.kill(first.child.pid!, "SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    // No new connection is taken meanwhile: tried while the 16 bodies are still unfinished,
    // whose rest goes out right after, so the drain's 10 s are theirs even on a busy machine.
    const probe = socketExchange(
      first.port,
      "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      { waitMs: 3000 },
    );
    await new Promise((r) => setTimeout(r, 100));
    for (const { socket, body } of sockets) socket.end(body.slice(20));
    expect((await probe).reply).toBe("");
    const replies = await Promise.all(sockets.map((s) => s.answered));
    for (const reply of replies) expect(reply.split("\r\n")[0]).toBe("HTTP/1.1 201 Created");
    expect(await exited).toBe(0);
    expect(first.output()).toMatch(/\[server\] SIGTERM: no new connections; finishing 16 request/);
    expect(first.output()).toContain("[server] stopped");

    // Every acknowledged enquiry is there after a restart on the same data.
    const second = await startAppServer(env);
    cleanups.push(() => second.stop());
    const response = await fetch(`${second.baseURL}/admin/export/enquiries.csv`, {
      headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
    });
    const stored = csvRecords(await response.text()).map((row) => row.requirement ?? "");
    for (const marker of markers) {
      expect(stored.filter((text) => text.includes(marker))).toHaveLength(1);
    }
  }, 120_000);
});

describe("slow and greedy clients", () => {
  it("cuts off a body that has not all arrived within SERVER_REQUEST_TIMEOUT_MS", async () => {
    const site = await server({
      SERVER_REQUEST_TIMEOUT_MS: "3000",
      SERVER_HEADERS_TIMEOUT_MS: "2000",
    });
    const { reply, closed, ms } = await socketExchange(
      site.port,
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":`,
    );
    expect(closed).toBe(true);
    expect(reply.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(ms).toBeLessThan(6000);
    // Headers that never end are cut off sooner.
    const headers = await socketExchange(
      site.port,
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ",
    );
    expect(headers.closed).toBe(true);
    expect(headers.ms).toBeLessThan(5000);
  });

  it("keeps at most SERVER_MAX_CONNECTIONS connections open", async () => {
    const site = await server({ SERVER_MAX_CONNECTIONS: "4" });
    // The start-up health checks' keep-alive connection ends after the server's 5 s.
    await new Promise((r) => setTimeout(r, 5_500));
    const held = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(site.port, "127.0.0.1", () => resolve(socket));
          }),
      ),
    );
    const extra = await socketExchange(
      site.port,
      "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      { waitMs: 5000 },
    );
    expect(extra.closed).toBe(true);
    expect(extra.reply).toBe("");
    for (const socket of held) socket.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const after = await socketExchange(
      site.port,
      "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(after.reply.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
  });
});
