/**
 * The outbox: e-mails are written here atomically with the submission they belong to (in
 * one statement, or in the caller's transaction), so a stored submission always has its
 * mail queued and a failed one never does (docs/decisions/0011-outbox.md). The worker (./worker.ts) sends them.
 */
import { isSingleMailbox } from "@/lib/forms/email";
import type { MailKind } from "@/lib/workspace/labels";
import { fillPlaceholders, getTableName, is, Param, Placeholder, sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
import { outbox } from "../db/schema";
import { queryKept, type Queryable } from "../db/client";
import type { Settings } from "../settings";
import { KEPT_MAIL_LOGS, OUTBOX_WORKER, slots } from "@/process-slots.mjs";

export interface OutgoingMail {
  /** Its words are in src/lib/workspace/labels.ts (a new kind needs them to compile). */
  kind: MailKind;
  /** Exactly one mailbox: a list goes out as one message per address. */
  recipient: string;
  subject: string;
  body: string;
  replyTo?: string;
  headers?: Record<string, string>;
  resumeId?: string;
  /** A one-time link's token, sealed (./one-time-link.ts); the body holds its placeholder. */
  sealedLink?: string;
  /** The submission (or staff account) the message is about. */
  record?: { kind: "enquiry" | "application" | "subscriber" | "staff"; id: string };
}

/** The outbox rows of `mails`; a recipient that is not exactly one mailbox is refused. */
function outboxRows(mails: OutgoingMail[], now: Date): (typeof outbox.$inferInsert)[] {
  // The forms' schemas already refuse lists; this keeps any other path from queuing one.
  for (const mail of mails) {
    if (!isSingleMailbox(mail.recipient))
      throw new Error(`[mail] ${mail.kind}: the recipient must be one mailbox`);
  }
  return mails.map((mail) => ({
    kind: mail.kind,
    recipient: mail.recipient,
    subject: mail.subject,
    body: mail.body,
    replyTo: mail.replyTo ?? null,
    headers: mail.headers ?? null,
    resumeId: mail.resumeId ?? null,
    recordKind: mail.record?.kind ?? null,
    recordId: mail.record?.id ?? null,
    // Only set when there is one: the forms' kept statements keep their shape.
    ...(mail.sealedLink ? { sealedLink: mail.sealedLink } : {}),
    createdAt: now,
    nextAttemptAt: now,
  }));
}

/** Queues `mails` inside a transaction the caller holds (work of several steps). */
export async function enqueueMail(
  tx: Queryable,
  mails: OutgoingMail[],
  now = new Date(),
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await tx.insert(outbox).values(outboxRows(mails, now)).returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/** One row of a submission: its table and values (a value left undefined takes the default). */
export interface RowInsert {
  table: PgTable;
  values: Record<string, unknown>;
}

/** A row for `insertWithMail`, its values checked against the table's insert type. */
export function rowInsert<T extends PgTable>(table: T, values: T["$inferInsert"]): RowInsert {
  return { table, values: values as Record<string, unknown> };
}

/** A kept statement: its name, its text, and its parameters as placeholders. */
interface KeptStatement {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * Each shape of statement (how many submissions, their tables, the columns they fill, how
 * many mails) is built by Drizzle once, with a placeholder for every value, and kept as text
 * under a name: Drizzle's builder took about 0.26 ms per submission, a quarter of its server
 * time, and filling a kept statement about 0.05 ms; PostgreSQL then plans it once per
 * connection (queryKept) (docs/decisions/0032-one-statement-submissions.md).
 */
const keptStatements = new Map<string, KeptStatement>();
const dialect = new PgDialect();

const filled = (values: Record<string, unknown>) =>
  Object.keys(values)
    .filter((key) => values[key] !== undefined)
    .sort();

/** One submission waiting for its statement: its rows, and who waits for its mail's ids. */
interface Submission {
  shape: string;
  inserts: RowInsert[];
  mailRows: RowInsert[];
  resolve: (ids: number[]) => void;
  reject: (error: unknown) => void;
}

const placeholders = (row: RowInsert, prefix: string) =>
  Object.fromEntries(filled(row.values).map((key) => [key, sql.placeholder(prefix + key)]));

/**
 * The statement of `group` (submissions of one shape): each table's rows, all submissions'
 * together, in one INSERT; every INSERT but the last is a data-modifying WITH clause.
 */
function keepStatement(db: Queryable, group: Submission[]): KeptStatement {
  const [first] = group as [Submission];
  const statements: SQL[] = first.inserts.map((row, index) =>
    db
      .insert(row.table)
      .values(group.map((each, k) => placeholders(each.inserts[index]!, `${k}.${index}.`)) as never)
      .getSQL(),
  );
  if (first.mailRows.length > 0) {
    statements.push(
      db
        .insert(outbox)
        .values(
          group.flatMap((each, k) =>
            each.mailRows.map((row, index) => placeholders(row, `${k}.m${index}.`)),
          ) as never,
        )
        .returning({ id: outbox.id })
        .getSQL(),
    );
  }
  const last = statements.pop()!;
  const clauses = statements.map(
    (statement, index) => sql`${sql.raw(`w${index}`)} as (${statement})`,
  );
  const statement = clauses.length > 0 ? sql`with ${sql.join(clauses, sql`, `)} ${last}` : last;
  const query = dialect.sqlToQuery(statement);
  // A value Drizzle worked out while building (a column's $defaultFn, say) would be kept and
  // given to every later row; only placeholders may be kept.
  if (!query.params.every((param) => is(param, Param) && is(param.value, Placeholder)))
    throw new Error("[db] a kept statement may hold placeholders only");
  return { name: `kept_${keptStatements.size + 1}`, text: query.sql, params: query.params };
}

/** Runs one statement for `group` and returns each submission's mail ids, in its order. */
async function writeGroup(db: Queryable, group: Submission[]): Promise<number[][]> {
  const key = `${group.length}× ${group[0]!.shape}`;
  let kept = keptStatements.get(key);
  if (!kept) keptStatements.set(key, (kept = keepStatement(db, group)));
  const values: Record<string, unknown> = {};
  group.forEach((each, k) => {
    const rows = [
      ...each.inserts.map((row, index) => ({ row, prefix: `${k}.${index}.` })),
      ...each.mailRows.map((row, index) => ({ row, prefix: `${k}.m${index}.` })),
    ];
    for (const { row, prefix } of rows)
      for (const key of filled(row.values)) values[prefix + key] = row.values[key];
  });
  // Each value in the driver's form (dates as text, JSON as a string): fillPlaceholders maps
  // it through its column as the builder would have.
  const params = fillPlaceholders(kept.params, values);
  const result = await queryKept<{ id: number | string }>(db, kept.name, kept.text, params);
  // The outbox's serial ids are drawn in the order of its VALUES, that is submission by
  // submission; they only name the messages in the log and nudge the worker.
  const ids = result.map((row) => Number(row.id)).sort((a, b) => a - b);
  return group.map((each) => ids.splice(0, each.mailRows.length));
}

/** The database refused the data itself (SQLSTATE class 22 or 23), not the connection. */
const refusedData = (error: unknown) =>
  /^2[23]/.test(String((error as { code?: unknown } | null)?.code ?? ""));

/**
 * Statements of submissions in flight on one database at a time. A submission that comes
 * while they all are waits, and goes with the others that came meanwhile in one statement
 * (one round trip and one commit for all of them): group commit. Nothing waits when the
 * database is free, so a quiet site sends each submission at once.
 */
const IN_FLIGHT = 2;
/** Submissions in one statement at most. */
const GROUP_MAX = 16;

class SubmissionWriter {
  private inFlight = 0;
  private readonly waiting: Submission[] = [];

  constructor(private readonly db: Queryable) {}

  write(submission: Submission): void {
    this.waiting.push(submission);
    this.pump();
  }

  private pump(): void {
    while (this.inFlight < IN_FLIGHT && this.waiting.length > 0) {
      const first = this.waiting.shift()!;
      const group = [first];
      for (let index = 0; index < this.waiting.length && group.length < GROUP_MAX;) {
        if (this.waiting[index]!.shape === first.shape)
          group.push(...this.waiting.splice(index, 1));
        else index++;
      }
      this.inFlight++;
      void this.run(group).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async run(group: Submission[]): Promise<void> {
    try {
      const ids = await writeGroup(this.db, group);
      group.forEach((each, index) => each.resolve(ids[index]!));
    } catch (error) {
      if (group.length === 1 || !refusedData(error)) {
        for (const each of group) each.reject(error);
        return;
      }
      // One submission's data failed the statement (none is stored): each goes again alone,
      // so only that one fails.
      for (const each of group) {
        await writeGroup(this.db, [each]).then(
          ([ids]) => each.resolve(ids!),
          (alone: unknown) => each.reject(alone),
        );
      }
    }
  }
}

const writers = new WeakMap<Queryable, SubmissionWriter>();

/**
 * Writes a submission's rows (`inserts`, in order) and queues its mail in ONE statement:
 * each insert but the last becomes a data-modifying WITH clause. A statement is atomic and,
 * once it returns, committed, so the submission needs no transaction: one round trip to
 * the database instead of four (BEGIN, the row, the mail, COMMIT), which is most of a
 * submission's database time (docs/decisions/0032-one-statement-submissions.md).
 * Foreign keys between the rows hold: they are checked at the end of the statement.
 * Submissions of the same shape that arrive while earlier ones are being written share one
 * statement (SubmissionWriter); each still resolves only once its own rows are committed.
 * Returns the ids of the submission's queued mail.
 */
export async function insertWithMail(
  db: Queryable,
  inserts: RowInsert[],
  mails: OutgoingMail[],
  now = new Date(),
): Promise<number[]> {
  const mailRows = outboxRows(mails, now).map((values) => rowInsert(outbox, values));
  if (inserts.length + mailRows.length === 0) return [];
  // A handful of shapes in all: the forms' rows, with or without their optional columns.
  const shape = [
    ...inserts.map((row, index) => `${index}.${getTableName(row.table)}(${filled(row.values)})`),
    ...mailRows.map((row, index) => `m${index}.outbox(${filled(row.values)})`),
  ].join(" ");
  const writer = writers.get(db) ?? new SubmissionWriter(db);
  writers.set(db, writer);
  return new Promise((resolve, reject) =>
    writer.write({ shape, inserts, mailRows, resolve, reject }),
  );
}

export interface OutboxNudger {
  kick(): void;
}

export function registerOutboxWorker(worker: OutboxNudger | null): void {
  slots[OUTBOX_WORKER] = worker;
}

/** After a line about kept mail, the next comes at the earliest this much later. */
export const KEPT_MAIL_LOG_PERIOD_MS = 10_000;
/** Up to this many messages, a line names each; past it, how many and the first and last. */
const KEPT_MAIL_IDS_NAMED = 6;

/** The line about messages kept in the outbox because there is no SMTP_URL. */
function keptMailLine(count: number, named: number[], first: number, last: number): string {
  const which =
    count <= KEPT_MAIL_IDS_NAMED
      ? `message(s) ${named.map((id) => `#${id}`).join(", ")}`
      : `${count} messages (#${first} to #${last})`;
  return `[mail] SMTP_URL is not set; ${which} kept in the outbox`;
}

/**
 * The log of mail kept without SMTP_URL: the first message at once, then at most one line
 * per period for the ones kept meanwhile. A line per submission was ~5 % of a busy server's
 * CPU (Next.js wraps `console`), for the same news.
 */
export class KeptMailLog {
  private count = 0;
  private named: number[] = [];
  private first = 0;
  private last = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly write: (line: string) => void = (line) => console.info(line),
    private readonly periodMs = KEPT_MAIL_LOG_PERIOD_MS,
  ) {}

  add(ids: number[]): void {
    for (const id of ids) {
      if (this.count === 0 || id < this.first) this.first = id;
      if (this.count === 0 || id > this.last) this.last = id;
      if (this.named.length < KEPT_MAIL_IDS_NAMED) this.named.push(id);
      this.count += 1;
    }
    if (this.timer === null) this.flush();
  }

  private flush(): void {
    this.timer = null;
    if (this.count === 0) return;
    this.write(keptMailLine(this.count, this.named, this.first, this.last));
    this.count = 0;
    this.named = [];
    this.timer = setTimeout(() => this.flush(), this.periodMs);
    // The last line of a busy spell must not keep a finished process (a script) alive.
    this.timer.unref?.();
  }
}

/**
 * One log per settings object: one per process in production; in tests each configuration
 * starts with its own, as a restarted process would. A process slot (src/process-slots.mjs),
 * as the worker: Next.js bundles each route apart, and every copy of this module must share
 * the process's log.
 */
export type KeptMailLogs = WeakMap<Pick<Settings, "smtpUrl">, KeptMailLog>;

function keptMailLog(settings: Pick<Settings, "smtpUrl">): KeptMailLog {
  const logs = (slots[KEPT_MAIL_LOGS] ??= new WeakMap());
  let log = logs.get(settings);
  if (!log) logs.set(settings, (log = new KeptMailLog()));
  return log;
}

/**
 * Called after a submission commits: wakes this process's worker so the mail goes out at
 * once instead of at the next poll. Without SMTP_URL the mail stays in the outbox, and the
 * log says so (KeptMailLog).
 */
export function afterCommit(ids: number[], settings: Pick<Settings, "smtpUrl">): void {
  if (ids.length === 0) return;
  if (settings.smtpUrl === null) return keptMailLog(settings).add(ids);
  slots[OUTBOX_WORKER]?.kick();
}
