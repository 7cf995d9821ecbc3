// `npm run retention -- [--dry-run]`: the retention job on demand. The work is in
// src/server/privacy/cli.ts.
import { OperatorError } from "../src/server/workspace/staff-cli";
import { RETENTION_USAGE, runRetentionCommand } from "../src/server/privacy/cli";

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.info(RETENTION_USAGE);
  process.exit(0);
}

runRetentionCommand(args, (line) => console.info(line))
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof OperatorError ? error.message : error);
    process.exit(1);
  });
