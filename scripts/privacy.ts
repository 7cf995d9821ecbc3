// `npm run privacy -- <export|erase> <email>`: data-subject requests for operators. The work
// is in src/server/privacy/cli.ts.
import { OperatorError } from "../src/server/workspace/staff-cli";
import { PRIVACY_USAGE, runPrivacyCommand } from "../src/server/privacy/cli";

const args = process.argv.slice(2);
if (args.length === 0 || args.includes("--help") || args.includes("-h")) {
  console.info(PRIVACY_USAGE);
  process.exit(args.length === 0 ? 1 : 0);
}

runPrivacyCommand(args, (line) => console.info(line))
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof OperatorError ? error.message : error);
    process.exit(1);
  });
