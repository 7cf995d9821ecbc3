// `npm start`: builds when the production build is missing or stale, then serves it on
// PORT (default 3000) with the embedded database unless DATABASE_URL says otherwise.
import { spawn } from "node:child_process";
import { ensureBuild } from "./build-state.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
ensureBuild();

const port = process.env.PORT || "3000";
const hostname = process.env.HOST || "0.0.0.0";
const server = spawn(
  process.execPath,
  ["node_modules/next/dist/bin/next", "start", "--port", port, "--hostname", hostname],
  { stdio: "inherit", env: process.env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
