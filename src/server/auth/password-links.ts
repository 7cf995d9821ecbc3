/**
 * One-time links to choose a password: invitations and resets (docs/decisions/0048).
 * better-auth keeps each link's verification row under a keyed hash of its identifier
 * (`verificationIdentifierHash`); staff_links remembers every link issued under the same
 * hash, so that a new link ends the account's earlier ones, a used link ends the rest, and
 * the reset page can tell a superseded link from a used or expired one.
 */
import "server-only";
import { createHmac } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { staffLinks, staffUsers, staffVerifications } from "../db/schema";

export type LinkPurpose = "invite" | "reset";

/** The keyed hash better-auth stores for a verification identifier (its `storeIdentifier`). */
export function verificationIdentifierHash(secret: string, identifier: string): string {
  return createHmac("sha256", secret).update(`verification:${identifier}`).digest("base64url");
}

const linkHash = (secret: string, token: string) =>
  verificationIdentifierHash(secret, `reset-password:${token}`);

/** Ends the account's live links (their verification rows go); returns how many. */
async function endLiveLinks(tx: Queryable, userId: string, now: Date): Promise<number> {
  const ended = await tx
    .update(staffLinks)
    .set({ supersededAt: now })
    .where(
      and(
        eq(staffLinks.userId, userId),
        isNull(staffLinks.usedAt),
        isNull(staffLinks.supersededAt),
      ),
    )
    .returning({ identifier: staffLinks.identifier });
  if (ended.length > 0) {
    await tx.delete(staffVerifications).where(
      inArray(
        staffVerifications.identifier,
        ended.map((row) => row.identifier),
      ),
    );
  }
  return ended.length;
}

/**
 * Records a link whose verification row better-auth has just written, and ends every
 * earlier live link of the account. The account's row is locked meanwhile, so two links
 * issued at once cannot both stay live.
 */
export async function recordLink(
  db: Queryable,
  secret: string,
  link: { userId: string; purpose: LinkPurpose; token: string; expiresAt: Date },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.id, link.userId))
      .for("update");
    await endLiveLinks(tx, link.userId, now);
    await tx.insert(staffLinks).values({
      identifier: linkHash(secret, link.token),
      userId: link.userId,
      purpose: link.purpose,
      createdAt: now,
      expiresAt: link.expiresAt,
    });
  });
}

export type LinkState =
  | { kind: "unknown" }
  | { kind: "live"; userId: string }
  | { kind: "used" }
  | { kind: "superseded"; at: Date };

export async function linkState(db: Queryable, secret: string, token: string): Promise<LinkState> {
  const [row] = await db
    .select()
    .from(staffLinks)
    .where(eq(staffLinks.identifier, linkHash(secret, token)));
  if (!row) return { kind: "unknown" };
  if (row.usedAt) return { kind: "used" };
  if (row.supersededAt) return { kind: "superseded", at: row.supersededAt };
  return { kind: "live", userId: row.userId };
}

/** After the link set a password: it is used, and the account's other links end too. */
export async function markLinkUsed(
  db: Queryable,
  secret: string,
  token: string,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staffLinks)
      .set({ usedAt: now })
      .where(eq(staffLinks.identifier, linkHash(secret, token)));
    await endLiveLinks(tx, userId, now);
  });
}

/** A password changed another way (the account page): links still out no longer work. */
export async function endLinks(db: Queryable, userId: string, now = new Date()): Promise<number> {
  return db.transaction((tx) => endLiveLinks(tx, userId, now));
}

/** The newest link of each account, for the staff page. */
/** An account's newest link: when it went out, whether it still works, how many it ended. */
export interface LatestLink {
  purpose: LinkPurpose;
  createdAt: Date;
  live: boolean;
  earlier: number;
}

export async function latestLinks(db: Queryable): Promise<Map<string, LatestLink>> {
  const rows = await db
    .select({
      userId: staffLinks.userId,
      purpose: staffLinks.purpose,
      createdAt: staffLinks.createdAt,
      usedAt: staffLinks.usedAt,
      supersededAt: staffLinks.supersededAt,
      expiresAt: staffLinks.expiresAt,
    })
    .from(staffLinks)
    .orderBy(desc(staffLinks.createdAt));
  const latest = new Map<string, LatestLink>();
  const now = Date.now();
  for (const row of rows) {
    const known = latest.get(row.userId);
    if (known) {
      known.earlier += 1;
      continue;
    }
    latest.set(row.userId, {
      purpose: row.purpose,
      createdAt: row.createdAt,
      live: !row.usedAt && !row.supersededAt && row.expiresAt.getTime() > now,
      earlier: 0,
    });
  }
  return latest;
}
