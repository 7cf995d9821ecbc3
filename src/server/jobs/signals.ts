/**
 * What processes on one database tell each other, over PostgreSQL's LISTEN/NOTIFY (PGlite
 * has the same within its one process):
 * - `corvane_outbox`: a web process stored mail; the process that runs the jobs sends it now
 *   rather than at its next poll;
 * - `corvane_pages`: a job changed what visitors see (paths as a JSON array); every web
 *   process revalidates its copy of those pages at once instead of when they expire.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { DatabaseHandle } from "../db/client";
import type { OutboxNudger } from "../mail/outbox";
import { REVALIDATE_TOKEN, SERVER_ORIGIN, slots } from "@/process-slots.mjs";

export const OUTBOX_CHANNEL = "corvane_outbox";
export const PAGES_CHANNEL = "corvane_pages";

/**
 * A nudge for a worker in another process: one NOTIFY at a time, and one more after it if
 * mail was stored meanwhile, so a burst of submissions costs two statements, not one each.
 */
export function outboxNudgeOverNotify(database: Pick<DatabaseHandle, "notify">): OutboxNudger {
  let sending = false;
  let again = false;
  const send = (): void => {
    sending = true;
    database
      .notify(OUTBOX_CHANNEL, "")
      .catch((error: unknown) => {
        // The worker's poll sends the mail a few seconds later.
        console.error(`[jobs] could not nudge the worker: ${(error as Error).message}`);
      })
      .finally(() => {
        sending = false;
        if (again) {
          again = false;
          send();
        }
      });
  };
  return {
    kick: () => {
      if (sending) again = true;
      else send();
    },
  };
}

const paths = z.array(z.string().regex(/^\/[^\s]*$/)).max(500);

/** Tells every web process that these pages changed (after the change committed). */
export async function announcePagesChanged(
  database: Pick<DatabaseHandle, "notify">,
  changed: string[],
): Promise<void> {
  if (changed.length === 0) return;
  await database.notify(PAGES_CHANNEL, JSON.stringify(paths.parse(changed)));
}

export function parseChangedPages(payload: string): string[] | null {
  try {
    const parsed = paths.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The secret this process's page listener shows its own revalidation endpoint. Next.js
 * revalidates only inside a request, so the listener asks this very process over HTTP; no
 * other process, and no visitor, knows the token. Undefined until the listener starts.
 */
export function revalidateToken(): string | undefined {
  return slots[REVALIDATE_TOKEN];
}

/**
 * In a web process: on each `corvane_pages` message, revalidates the pages it names through
 * this process's own POST /api/revalidate.
 */
export async function listenForChangedPages(
  database: Pick<DatabaseHandle, "listen">,
  send: typeof fetch = fetch,
): Promise<() => Promise<void>> {
  const token = (slots[REVALIDATE_TOKEN] ??= randomBytes(32).toString("base64url"));
  return database.listen(PAGES_CHANNEL, (payload) => {
    const changed = parseChangedPages(payload);
    const origin = slots[SERVER_ORIGIN];
    if (!changed) return console.error(`[jobs] ignored a malformed ${PAGES_CHANNEL} message`);
    if (!origin) return; // `next dev` or a test without src/serve.mjs: pages are not kept.
    send(`${origin}/api/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(changed),
    })
      .then((response) => {
        if (!response.ok) throw new Error(`answered ${response.status}`);
        console.info(`[pages] revalidated ${changed.join(", ")}`);
      })
      .catch((error: unknown) => {
        console.error(
          `[pages] could not revalidate ${changed.join(", ")}: ${(error as Error).message}`,
        );
      });
  });
}
