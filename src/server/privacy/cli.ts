/**
 * The operators' privacy commands (scripts/retention.ts, scripts/privacy.ts): the same work
 * as the server's retention job and the workspace's data-subject page, against the database
 * the settings name. With the embedded database they need the folder to themselves, like
 * `npm run staff` (../workspace/staff-cli.ts).
 */
import "server-only";
import { writeFileSync } from "node:fs";
import type { AppContext } from "../app-context";
import { OperatorError, openOperatorContext } from "../workspace/staff-cli";
import { describeCounts, runRetention } from "./retention";
import { eraseSubject, exportSubject, SUBJECT_KINDS, SUBJECT_LABELS, subjectKey } from "./subject";

type Open = (owner: string) => Promise<{ context: AppContext; close: () => Promise<void> }>;
const defaultOpen: Open = (owner) => openOperatorContext(owner);
const OPERATOR = { kind: "system" } as const;

export const RETENTION_USAGE = `Usage:
  npm run retention -- --dry-run    Prints, per kind of record, how many are due for deletion.
  npm run retention                 Deletes them.`;

export async function runRetentionCommand(
  args: string[],
  out: (line: string) => void,
  open: Open = defaultOpen,
  now = new Date(),
): Promise<void> {
  const unknown = args.filter((arg) => arg !== "--dry-run");
  if (unknown.length > 0) throw new OperatorError(RETENTION_USAGE);
  const dryRun = args.includes("--dry-run");
  const { context, close } = await open(`npm run retention${dryRun ? " -- --dry-run" : ""}`);
  try {
    const counts = await runRetention(context.database.db, context.settings.retention, {
      now,
      dryRun,
    });
    if (!counts) throw new OperatorError("Another instance is running the retention job now.");
    out(dryRun ? "Due for deletion (nothing deleted):" : "Deleted:");
    for (const line of describeCounts(counts)) out(`  ${line}`);
  } finally {
    await close();
  }
}

export const PRIVACY_USAGE = `Usage:
  npm run privacy -- export <email> [--out file.zip]
      Writes everything held about the address to a ZIP (data.json and the résumé files).
  npm run privacy -- erase <email> --yes
      Deletes everything held about the address, résumés and queued mail included.`;

export async function runPrivacyCommand(
  args: string[],
  out: (line: string) => void,
  open: Open = defaultOpen,
): Promise<void> {
  const positional = args.filter((arg) => !arg.startsWith("--"));
  const [command, raw] = positional;
  const outIndex = args.indexOf("--out");
  const outFile = outIndex >= 0 ? args[outIndex + 1] : undefined;
  if (outIndex >= 0 && !outFile) throw new OperatorError("--out needs a file name.");
  if ((command !== "export" && command !== "erase") || !raw) throw new OperatorError(PRIVACY_USAGE);
  const key = subjectKey(raw);
  if (!key) throw new OperatorError(`Not an e-mail address: ${raw}`);
  if (command === "erase" && !args.includes("--yes")) {
    throw new OperatorError(
      `Erasing cannot be undone. Export first if the person asked for a copy, then run:\n  npm run privacy -- erase ${key} --yes`,
    );
  }
  const { context, close } = await open(`npm run privacy -- ${command}`);
  try {
    const { db } = context.database;
    if (command === "export") {
      const { archive, counts, fileName } = await exportSubject(
        db,
        context.settings,
        OPERATOR,
        key,
        null,
      );
      const target = outFile ?? fileName;
      writeFileSync(target, archive, { mode: 0o600 });
      out(`Wrote ${target} (${archive.length} bytes):`);
      for (const kind of SUBJECT_KINDS) out(`  ${SUBJECT_LABELS[kind]}: ${counts[kind]}`);
      return;
    }
    const counts = await eraseSubject(db, context.settings, OPERATOR, key, null);
    out(`Erased everything held about ${key}:`);
    for (const kind of SUBJECT_KINDS) out(`  ${SUBJECT_LABELS[kind]}: ${counts[kind]}`);
  } finally {
    await close();
  }
}
