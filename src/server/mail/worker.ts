/**
 * Sends what waits in the outbox (docs/decisions/0011-outbox.md). Each round claims a few
 * due messages with a lease (so several instances never send one message at the same
 * time), sends them, and records the outcome: sent, retry later with exponential back-off
 * and jitter, or failed for good after the last attempt or a permanent SMTP refusal.
 * Delivery is at least once: a crash between sending and recording means a resend.
 */
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { outbox, resumes } from "../db/schema";
import type { Settings } from "../settings";
import { registerOutboxWorker } from "./outbox";

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
  attempts: number;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
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

/** SMTP 5xx answers (bad address, refused content) will not get better by retrying. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
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
        set locked_until = ${leaseUntil}, attempts = attempts + 1
        where id in (
          select id from ${outbox}
          where status = 'pending' and next_attempt_at <= ${at}
            and (locked_until is null or locked_until < ${at})
          order by next_attempt_at, id
          limit ${batch}
          for update skip locked
        )
        returning id, kind, recipient, subject, body, reply_to, headers, resume_id, attempts`,
  );
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
    text: row.body,
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

/** One round: sends every due message it can claim, `batch` at a time. */
export async function deliverDueMail(
  db: Database,
  mailer: Mailer,
  settings: Settings,
  now: () => Date = () => new Date(),
  batch = 10,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const rows = await claim(db, settings, now(), batch);
    if (rows.length === 0) return report;
    for (const row of rows) {
      const id = Number(row.id);
      const attempts = Number(row.attempts);
      try {
        await mailer.send(await toMessage(db, row, settings));
        await db
          .update(outbox)
          .set({ status: "sent", sentAt: now(), lockedUntil: null, lastError: null })
          .where(eq(outbox.id, id));
        report.sent++;
      } catch (error) {
        const final = attempts >= settings.mailMaxAttempts || isPermanent(error);
        const next = new Date(now().getTime() + backoffMs(attempts, settings));
        await db
          .update(outbox)
          .set(
            final
              ? { status: "failed", lockedUntil: null, lastError: describe(error) }
              : { nextAttemptAt: next, lockedUntil: null, lastError: describe(error) },
          )
          .where(eq(outbox.id, id));
        if (final) {
          report.failed++;
          console.error(
            `[mail] message #${id} (${row.kind}) failed for good after ${attempts} attempt(s): ${describe(error)}`,
          );
        } else {
          report.retried++;
          console.warn(
            `[mail] message #${id} (${row.kind}) attempt ${attempts} failed, retrying at ${next.toISOString()}: ${describe(error)}`,
          );
        }
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

/** Runs `deliverDueMail` every `mailPollMs`, and at once when kicked. */
export function startOutboxWorker(options: {
  db: Database;
  /** Null without SMTP_URL: mail stays in the outbox, housekeeping still runs. */
  mailer: Mailer | null;
  settings: Settings;
  /** Extra housekeeping each round (pruning old rate-limit windows and drafts). */
  housekeeping?: () => Promise<void>;
}): OutboxWorker {
  const { db, mailer, settings } = options;
  let running: Promise<DeliveryReport> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let lastHousekeeping = 0;

  const round = async (): Promise<DeliveryReport> => {
    const report = mailer
      ? await deliverDueMail(db, mailer, settings)
      : { sent: 0, retried: 0, failed: 0 };
    if (options.housekeeping && Date.now() - lastHousekeeping > 60_000) {
      lastHousekeeping = Date.now();
      await options.housekeeping();
    }
    return report;
  };

  const run = (): Promise<DeliveryReport> => {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        console.error(`[mail] outbox round failed: ${describe(error)}`);
        return { sent: 0, retried: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, settings.mailPollMs);
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
  void run();
  schedule();
  return worker;
}
