/**
 * Sends what waits in the outbox (docs/decisions/0011-outbox.md, 0023-mail-failures.md).
 * Each round claims a few due messages, each with its own lease token (so several instances
 * never send one message at the same time), sends them, and records the outcome, only while
 * it still holds the lease: sent, retry later with exponential back-off and jitter, or
 * failed for good after the last attempt or when the recipient is refused. A failure of the
 * mail server itself (unreachable, sign-in refused) costs no message an attempt: the round
 * stops and the worker pauses with back-off. Delivery is at least once: a crash between
 * sending and recording means a resend.
 */
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { outbox, resumes } from "../db/schema";
import type { Settings } from "../settings";
import { registerOutboxWorker } from "./outbox";
import { bodyWithLink } from "./one-time-link";
import type { JobRecorder } from "../jobs/runs";

/** Its name among the background jobs (job_runs, the Jobs page, /api/health/jobs). */
export const MAIL_JOB = "mail";

export interface MailMessage {
  from: string;
  /** One address object, which nodemailer never splits (a string it reads as a list). */
  to: { address: string; name?: string };
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

export function createSmtpMailer(url: string): Mailer {
  const options: SMTPTransport.Options & { url: string } = {
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  const transport = nodemailer.createTransport(options);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

interface ClaimedRow extends Record<string, unknown> {
  id: number | string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  reply_to: string | null;
  headers: Record<string, string> | string | null;
  resume_id: string | null;
  sealed_link: string | null;
  attempts: number;
  lease_token: string;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  /** Outcomes not recorded because another worker had taken the message over. */
  lost: number;
  /** Set when the round stopped because the mail server itself failed. */
  transport?: { kind: MailErrorKind; error: string };
}

/**
 * What went wrong, as the health check and the workspace report it: the mail server could
 * not be reached ("connection"), refused our sign-in or demanded TLS ("auth"), refused our
 * sender address ("sender"), refused the recipient ("recipient"), or refused this message.
 */
export type MailErrorKind = "connection" | "auth" | "sender" | "recipient" | "message";

export interface MailErrorClass {
  kind: MailErrorKind;
  /** No retry will help: only a recipient refused for good. */
  permanent: boolean;
  /** The server, not the message: pause the worker and keep the message's attempts. */
  transport: boolean;
}

/** Milliseconds to wait before attempt `attempts + 1`: base · 2^(attempts-1), capped, ±20 %. */
export function backoffMs(
  attempts: number,
  settings: Pick<Settings, "mailRetryBaseMs" | "mailRetryMaxMs">,
  random = Math.random,
): number {
  const exponential = settings.mailRetryBaseMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(settings.mailRetryMaxMs, exponential);
  return Math.round(capped * (0.8 + 0.4 * random()));
}

const CONNECTION_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ETLS",
  "EREQUIRETLS",
  "EPROTOCOL",
  "EPROXY",
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
]);
const AUTH_CODES = new Set(["EAUTH", "ENOAUTH", "EOAUTH2"]);
/** 530 (sign in / STARTTLS first), 534, 535 (bad credentials), 538 (encryption required). */
const AUTH_REPLIES = new Set([530, 534, 535, 538]);

export function classifyMailError(error: unknown): MailErrorClass {
  const { code, responseCode, command } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  const reply = typeof responseCode === "number" ? responseCode : 0;
  const verb = typeof command === "string" ? command.toUpperCase() : "";
  const server = (kind: MailErrorKind): MailErrorClass => ({
    kind,
    permanent: false,
    transport: true,
  });
  if (AUTH_CODES.has(String(code)) || AUTH_REPLIES.has(reply)) return server("auth");
  if (verb === "RCPT TO") {
    return { kind: "recipient", permanent: reply >= 500, transport: false };
  }
  // Refused by nodemailer before any command was sent: an address it cannot use.
  if (code === "EENVELOPE" && verb === "API") {
    const message = error instanceof Error ? error.message : "";
    if (/sender/i.test(message)) return server("sender");
    return { kind: "recipient", permanent: true, transport: false };
  }
  // A sender the server will not take fails every message alike (552 there is the size).
  if (verb === "MAIL FROM" && reply >= 500 && reply !== 552) return server("sender");
  if (reply === 421 || CONNECTION_CODES.has(String(code))) return server("connection");
  return { kind: "message", permanent: false, transport: false };
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

async function claim(
  db: Database,
  settings: Settings,
  now: Date,
  batch: number,
): Promise<ClaimedRow[]> {
  const leaseUntil = new Date(now.getTime() + settings.mailLeaseMs).toISOString();
  const at = now.toISOString();
  return queryRows<ClaimedRow>(
    db,
    sql`update ${outbox}
        set locked_until = ${leaseUntil}, attempts = attempts + 1,
            lease_token = gen_random_uuid()::text
        where id in (
          select id from ${outbox}
          where status = 'pending' and next_attempt_at <= ${at} and held_at is null
            and (locked_until is null or locked_until < ${at})
          order by next_attempt_at, id
          limit ${batch}
          for update skip locked
        )
        returning id, kind, recipient, subject, body, reply_to, headers, resume_id, sealed_link,
          attempts, lease_token`,
  );
}

/** Records an outcome if this worker still holds the message; false when it was taken over. */
async function finish(
  db: Database,
  row: ClaimedRow,
  values: Partial<typeof outbox.$inferInsert>,
): Promise<boolean> {
  // A message sent or failed for good needs its one-time link no more.
  const done = values.status === "sent" || values.status === "failed";
  const updated = await db
    .update(outbox)
    .set({ ...values, lockedUntil: null, leaseToken: null, ...(done ? { sealedLink: null } : {}) })
    .where(and(eq(outbox.id, Number(row.id)), eq(outbox.leaseToken, row.lease_token)))
    .returning({ id: outbox.id });
  if (updated.length === 0) {
    console.warn(
      `[mail] message #${row.id} (${row.kind}) was taken over by another worker after its lease ran out; its outcome here is not recorded`,
    );
  }
  return updated.length > 0;
}

async function toMessage(db: Database, row: ClaimedRow, settings: Settings): Promise<MailMessage> {
  const headers =
    typeof row.headers === "string"
      ? (JSON.parse(row.headers) as Record<string, string>)
      : row.headers;
  const message: MailMessage = {
    from: settings.mailFrom,
    to: { address: row.recipient },
    subject: row.subject,
    text: await bodyWithLink(row.body, row.sealed_link, settings),
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    ...(headers ? { headers } : {}),
  };
  if (row.resume_id) {
    const [resume] = await db
      .select({ fileName: resumes.fileName, mediaType: resumes.mediaType, data: resumes.data })
      .from(resumes)
      .where(eq(resumes.id, row.resume_id));
    if (resume) {
      message.attachments = [
        {
          filename: resume.fileName,
          content: Buffer.from(resume.data),
          contentType: resume.mediaType,
        },
      ];
    }
  }
  return message;
}

/**
 * One round: sends every due message it can claim, `batch` at a time. Stops at the first
 * failure of the mail server itself, giving back the attempts of what it had claimed.
 */
export async function deliverDueMail(
  db: Database,
  mailer: Mailer,
  settings: Settings,
  now: () => Date = () => new Date(),
  batch = 10,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, lost: 0 };
  for (;;) {
    const rows = await claim(db, settings, now(), batch);
    if (rows.length === 0) return report;
    for (const [index, row] of rows.entries()) {
      const id = Number(row.id);
      const attempts = Number(row.attempts);
      let error: unknown = null;
      try {
        await mailer.send(await toMessage(db, row, settings));
      } catch (caught) {
        error = caught ?? new Error("unknown mail error");
      }
      if (error === null) {
        const recorded = await finish(db, row, {
          status: "sent",
          sentAt: now(),
          lastError: null,
          lastErrorKind: null,
        });
        if (recorded) report.sent++;
        else report.lost++;
        continue;
      }
      const { kind, permanent, transport } = classifyMailError(error);
      const failure = { lastError: describe(error), lastErrorKind: kind, lastErrorAt: now() };
      if (transport) {
        // Not this message's fault: it and the rest of the batch keep their attempts, due
        // as before; the worker pauses (startOutboxWorker).
        if (!(await finish(db, row, { ...failure, attempts: attempts - 1 }))) report.lost++;
        for (const rest of rows.slice(index + 1)) {
          await finish(db, rest, { attempts: Number(rest.attempts) - 1 });
        }
        report.transport = { kind, error: describe(error) };
        console.warn(
          `[mail] the mail server failed (${kind}); delivery pauses, no message loses an attempt: ${describe(error)}`,
        );
        return report;
      }
      const final = permanent || attempts >= settings.mailMaxAttempts;
      const next = new Date(now().getTime() + backoffMs(attempts, settings));
      const recorded = await finish(
        db,
        row,
        final ? { ...failure, status: "failed" } : { ...failure, nextAttemptAt: next },
      );
      if (!recorded) {
        report.lost++;
      } else if (final) {
        report.failed++;
        console.error(
          `[mail] message #${id} (${row.kind}) failed for good after ${attempts} attempt(s) (${kind}): ${describe(error)}`,
        );
      } else {
        report.retried++;
        console.warn(
          `[mail] message #${id} (${row.kind}) attempt ${attempts} failed (${kind}), retrying at ${next.toISOString()}: ${describe(error)}`,
        );
      }
    }
    if (rows.length < batch) return report;
  }
}

export interface OutboxWorker {
  kick(): void;
  /** Runs one round now and waits for it (tests). */
  runOnce(): Promise<DeliveryReport>;
  stop(): Promise<void>;
}

const NOTHING: DeliveryReport = { sent: 0, retried: 0, failed: 0, lost: 0 };

/**
 * Runs `deliverDueMail` every `mailPollMs`, and at once when kicked. After a failure of the
 * mail server it sends nothing for a back-off that doubles with each failure in a row (the
 * same curve as a message's retries), so an outage costs one try per pause, not one per
 * message.
 */
export function startOutboxWorker(options: {
  db: Database;
  /** Null without SMTP_URL: mail stays in the outbox. */
  mailer: Mailer | null;
  settings: Settings;
  /** Milliseconds since the epoch (tests move it by hand). */
  clock?: () => number;
  random?: () => number;
  /** Records each poll's round (a kicked one comes on top of the polls, unrecorded). */
  recorder?: JobRecorder;
}): OutboxWorker {
  const { db, mailer, settings, recorder } = options;
  const clock = options.clock ?? Date.now;
  let running: Promise<DeliveryReport> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let serverFailures = 0;
  let pausedUntil = 0;
  /** Why the last round failed (the database, not the mail server), until one succeeds. */
  let roundError: string | null = null;

  const deliver = async (): Promise<DeliveryReport> => {
    if (!mailer || clock() < pausedUntil) return { ...NOTHING };
    const report = await deliverDueMail(db, mailer, settings, () => new Date(clock()));
    if (report.transport) {
      serverFailures++;
      pausedUntil = clock() + backoffMs(serverFailures, settings, options.random);
    } else if (report.sent > 0 || report.retried > 0 || report.failed > 0) {
      serverFailures = 0;
    }
    return report;
  };


  const run = (): Promise<DeliveryReport> => {
    if (running) {
      again = true;
      return running;
    }
    running = deliver()
      .then(
        (report) => {
          roundError = null;
          return report;
        },
        (error: unknown) => {
          roundError = describe(error);
          console.error(`[mail] outbox round failed: ${roundError}`);
          return { ...NOTHING };
        },
      )
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  };

  // Written before the first round's record, never after it.
  const scheduled = recorder?.scheduled(MAIL_JOB, new Date(clock()));
  /** A round of the poll, recorded: a mail server that fails is not the job failing. */
  const poll = async (): Promise<void> => {
    const startedAt = new Date(clock());
    await run();
    if (!recorder) return;
    const at = new Date(clock());
    const next = new Date(at.getTime() + settings.mailPollMs);
    await scheduled;
    await recorder.finished(MAIL_JOB, {
      startedAt,
      at,
      nextRunAt: next,
      dueAt: roundError === null ? next : startedAt,
      ...(roundError === null ? {} : { error: roundError }),
    });
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void poll().finally(schedule);
    }, settings.mailPollMs);
    // In a web process the server keeps the process alive; `npm run worker` holds its own
    // keep-alive (src/server/jobs/worker-process.ts).
    timer.unref();
  };

  const worker: OutboxWorker = {
    kick: () => {
      if (!stopped) void run();
    },
    runOnce: () => run(),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      registerOutboxWorker(null);
      await running;
      mailer?.close?.();
    },
  };
  registerOutboxWorker(worker);
  void poll();
  schedule();
  return worker;
}
