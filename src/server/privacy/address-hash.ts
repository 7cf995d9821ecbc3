/**
 * The audit log names a person by a keyed hash of their e-mail address, never the address:
 * the company can show it acted on a request (hash the address again and find the entry)
 * while keeping nothing that identifies the person to anyone without AUTH_SECRET.
 */
import "server-only";
import { createHmac } from "node:crypto";
import { resolveAuthSecret } from "../auth/secret";
import type { Settings } from "../settings";

export function addressHash(email: string, settings: Settings): string {
  return createHmac("sha256", `address:${resolveAuthSecret(settings)}`)
    .update(email.trim().toLowerCase())
    .digest("hex");
}
