// `npm run backup`: a consistent copy of the database into BACKUP_DIR, while the site runs;
// copies older than BACKUP_RETENTION_DAYS are deleted. The work is in src/server/backup.
import { BACKUP_USAGE, runBackup } from "../src/server/backup/backup";
import { readSettings } from "../src/server/settings";
import { OperatorError } from "../src/server/workspace/staff-cli";

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.info(BACKUP_USAGE);
  process.exit(0);
}

runBackup(readSettings())
  .then(({ file, bytes, removed }) => {
    console.info(`Wrote ${file} (${bytes} bytes).`);
    for (const name of removed) console.info(`Deleted ${name} (older than the retention).`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error instanceof OperatorError ? error.message : error);
    process.exit(1);
  });
