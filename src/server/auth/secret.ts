/**
 * AUTH_SECRET signs staff sessions and keys the hashes of rate-limit and audit entries.
 * With the embedded database it may be left out: one is generated once and kept beside the
 * database in DATA_DIR, so `npm install && npm start` needs no configuration. With
 * DATABASE_URL it is required, since every instance must share it.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SettingsError } from "@/config/env";
import type { Settings } from "../settings";

export function authSecretFile(dataDir: string): string {
  return path.join(dataDir, "auth-secret");
}

export function resolveAuthSecret(settings: Settings): string {
  if (settings.authSecret) return settings.authSecret;
  if (settings.databaseUrl) {
    throw new SettingsError(
      "Invalid settings:\n  AUTH_SECRET: is required with DATABASE_URL (at least 32 characters, the same on every instance)",
    );
  }
  const file = authSecretFile(settings.dataDir);
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(settings.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  // "wx": two processes racing here must not both win; the loser reads the winner's.
  try {
    writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
  } catch {
    return readFileSync(file, "utf8").trim();
  }
  chmodSync(file, 0o600);
  console.info(`[auth] generated AUTH_SECRET and kept it in ${file}`);
  return secret;
}
