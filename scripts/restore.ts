// `npm run restore <file>`: puts a copy made by `npm run backup` into an empty database of
// the same kind (DATA_DIR, or DATABASE_URL). The work is in src/server/backup.
import { BACKUP_USAGE, runRestore } from "../src/server/backup/backup";
import { readSettings } from "../src/server/settings";
import { OperatorError } from "../src/server/workspace/staff-cli";

const file = process.argv[2];
if (!file || file === "--help" || file === "-h") {
  console.info(BACKUP_USAGE);
  process.exit(file ? 0 : 1);
}

runRestore(readSettings(), file)
  .then(({ kind, held }) => {
    console.info(
      `Restored ${file} into ${kind === "pglite" ? "the embedded database" : "the PostgreSQL database"}. Start the server on it.`,
    );
    if (held > 0) {
      console.info(
        `${held} e-mail${held === 1 ? " was" : "s were"} still queued when the backup was taken and may have been sent since: they wait on the workspace's Mail page until an admin sends or drops them.`,
      );
    }
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error instanceof OperatorError ? error.message : error);
    process.exit(1);
  });
