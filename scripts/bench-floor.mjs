// The floors `npm run bench:api` measures the site against, each a bare node:http server in its
// own process (as the site runs in its own), started by scripts/bench-api.mjs:
//
//   BENCH_FLOOR=insert  POST parses the same JSON and does one durable INSERT of the same
//                       enquiry row into the same kind of database: PGlite in DATA_DIR, or the
//                       PostgreSQL database at DATABASE_URL (schema from the site's migrations).
//   BENCH_FLOOR=static  GET serves the file BENCH_STATIC_FILE (the prerendered HTML of `/`),
//                       read from disk on every request, as a plain static file server would.
//
// PORT chooses where it listens (127.0.0.1); GET /ready answers 200 once it can serve.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { mkdirSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";

const MIGRATIONS = "src/server/db/migrations";
const FIELDS = ["name", "email", "contact", "requirement", "type"];
const INSERT = `insert into enquiries
  (id, created_at, last_activity_at, name, email, contact, requirement, type)
  values ($1, $2, $2, $3, $4, $5, $6, $7)`;

async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // The site's pool size (src/server/db/client.ts).
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    await migrate(drizzle({ client: pool }), { migrationsFolder: MIGRATIONS });
    return (values) => pool.query(INSERT, values);
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dataDir = join(process.env.DATA_DIR, "pglite");
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
  return (values) => client.query(INSERT, values);
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response, status, body, type = "application/json") {
  response.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
  response.end(body);
}

async function insertHandler() {
  const insert = await openDatabase();
  return async (request, response) => {
    if (request.method !== "POST") return send(response, 405, "{}");
    let data;
    try {
      data = JSON.parse(await readBody(request));
    } catch {
      return send(response, 400, "{}");
    }
    if (!FIELDS.every((field) => typeof data?.[field] === "string")) {
      return send(response, 400, "{}");
    }
    const id = randomUUID();
    await insert([id, new Date(), ...FIELDS.map((field) => data[field])]);
    send(response, 201, JSON.stringify({ ok: true, id }));
  };
}

function staticHandler() {
  const file = process.env.BENCH_STATIC_FILE;
  return async (request, response) => {
    const body = await readFile(file);
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-length": body.length,
    });
    response.end(body);
  };
}

const mode = process.env.BENCH_FLOOR;
const handle = mode === "insert" ? await insertHandler() : staticHandler();
const server = http.createServer((request, response) => {
  if (request.url === "/ready") return send(response, 200, "{}");
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, "{}");
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
