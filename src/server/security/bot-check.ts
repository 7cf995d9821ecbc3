/**
 * Honeypot and minimum fill time (docs/decisions/0012-abuse-defence.md). A submission that
 * fails either gets the normal success answer; it is kept in the spam folder with the
 * verdict's reason (a person a rule misjudged can be recovered) and nobody is mailed.
 */
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@/lib/forms/bot-fields";

export type BotVerdict = { bot: false } | { bot: true; reason: "honeypot" | "too-fast" };

export function checkBot(fields: Record<string, unknown>, minFillMs: number): BotVerdict {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
    return { bot: true, reason: "honeypot" };
  }
  // The fill time is measured by the page's script. Without JavaScript it is absent, and
  // then only the honeypot applies (a plain HTML form cannot time itself).
  const raw = fields[FILL_TIME_FIELD];
  if (raw === undefined || raw === null || raw === "") return { bot: false };
  const fillMs = Number(raw);
  if (!Number.isFinite(fillMs) || fillMs < minFillMs) return { bot: true, reason: "too-fast" };
  return { bot: false };
}
