// `npm run staff -- <add|reset|disable|enable> …`: staff accounts for operators without
// mail or a signed-in admin. The work is in src/server/workspace/staff-cli.ts.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { OperatorError, runStaffCommand, USAGE } from "../src/server/workspace/staff-cli";

let muted = false;
let reader: ReturnType<typeof createInterface> | null = null;
const lines: string[] = [];
const waiting: { resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
let ended = false;

/** One reader for the whole run, so piped input can answer several questions. */
function lineReader() {
  if (reader) return reader;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  reader = createInterface({
    input: process.stdin,
    output,
    terminal: process.stdin.isTTY === true,
  });
  reader.on("line", (line) => {
    const next = waiting.shift();
    if (next) next.resolve(line);
    else lines.push(line);
  });
  reader.on("close", () => {
    ended = true;
    for (const next of waiting.splice(0)) {
      next.reject(new OperatorError("No password given (use --password)."));
    }
  });
  return reader;
}

/** Reads one line; on a terminal the typed characters are not echoed. */
async function askSecret(question: string): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  lineReader();
  process.stdout.write(question);
  muted = terminal;
  try {
    if (lines.length > 0) return lines.shift()!;
    if (ended) throw new OperatorError("No password given (use --password).");
    return await new Promise<string>((resolve, reject) => waiting.push({ resolve, reject }));
  } finally {
    muted = false;
    process.stdout.write("\n");
  }
}

const args = process.argv.slice(2);
if (args.length === 0 || args.includes("--help") || args.includes("-h")) {
  console.info(USAGE);
  process.exit(args.length === 0 ? 1 : 0);
}

runStaffCommand(args, { out: (line) => console.info(line), askSecret })
  .then(() => {
    reader?.close();
    process.exit(0);
  })
  .catch((error: unknown) => {
    if (error instanceof OperatorError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
