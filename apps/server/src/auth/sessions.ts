// Sessions as token families: an access + refresh pair per rotation, only sha256 hashes stored.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sessionFamilies, sessionTokens, users } from '../db/schema.ts';
import { OTP_SETUP_PENDING } from '../http/otpSetupRequired.ts';
import { MEMBERSHIPS_OF_USER, type AuthUser } from '../members/memberAccess.ts';

export const ACCESS_TOKEN_TTL_S = 3600;
// quality.md: the immediately previous refresh token, re-presented within 10 s by a concurrent tab, gets the same successor.
export const CONCURRENT_REFRESH_GRACE_MS = 10_000;

export type IssuedTokens = { access_token: string; refresh_token: string; expires_in: number; token_type: 'bearer' };
export type UserRow = typeof users.$inferSelect;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const randomToken = (): string => randomBytes(32).toString('base64url');

// The successor of a refresh token is derived from it with the family's key: recomputable, never stored.
function successorOf(familyKey: string, refreshToken: string): { access: string; refresh: string } {
  const derive = (purpose: string) =>
    createHmac('sha256', Buffer.from(familyKey, 'base64url')).update(`${purpose}:${refreshToken}`).digest('base64url');
  return { access: derive('access'), refresh: derive('refresh') };
}

const issued = (access: string, refresh: string, expiresIn: number): IssuedTokens => ({
  access_token: access,
  refresh_token: refresh,
  expires_in: expiresIn,
  token_type: 'bearer',
});

export async function startSession(
  db: Db,
  input: { userId: number; clientId: string; now: number; accessTtlS?: number },
): Promise<IssuedTokens & { familyId: number }> {
  const ttlS = input.accessTtlS ?? ACCESS_TOKEN_TTL_S;
  const access = randomToken();
  const refresh = randomToken();
  const familyId = await db.transaction(async (tx) => {
    const [family] = await tx
      .insert(sessionFamilies)
      .values({ userId: input.userId, clientId: input.clientId, derivationKey: randomToken(), createdAt: new Date(input.now) })
      .returning({ id: sessionFamilies.id });
    if (!family) throw new Error('session family not created');
    await tx.insert(sessionTokens).values({
      familyId: family.id,
      accessHash: sha256(access),
      refreshHash: sha256(refresh),
      accessExpiresAt: new Date(input.now + ttlS * 1000),
      createdAt: new Date(input.now),
    });
    return family.id;
  });
  return { ...issued(access, refresh, ttlS), familyId };
}

export type RefreshOutcome =
  { kind: 'ok'; tokens: IssuedTokens } | { kind: 'invalid'; reuseDetected: boolean } | { kind: 'userNotFound' };

export async function refreshSession(
  db: Db,
  input: { refreshToken: string; clientId: string; now: number; accessTtlS?: number },
): Promise<RefreshOutcome> {
  const { refreshToken, clientId, now } = input;
  const ttlS = input.accessTtlS ?? ACCESS_TOKEN_TTL_S;
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [row] = await tx
      .select({ token: sessionTokens, family: sessionFamilies, blockedAt: users.blockedAt })
      .from(sessionTokens)
      .innerJoin(sessionFamilies, eq(sessionTokens.familyId, sessionFamilies.id))
      .leftJoin(users, eq(sessionFamilies.userId, users.id))
      .where(eq(sessionTokens.refreshHash, sha256(refreshToken)))
      .for('update', { of: [sessionTokens, sessionFamilies] }); // concurrent refreshes of one token are serialised here
    if (!row || row.family.clientId !== clientId) return { kind: 'invalid', reuseDetected: false };
    // spec §4: 404 'User not found' also tells the console the refresh token is invalid.
    if (row.family.userId === null) return { kind: 'userNotFound' };
    if (row.family.revokedAt || row.token.revokedAt || row.blockedAt) return { kind: 'invalid', reuseDetected: false };
    const next = successorOf(row.family.derivationKey, refreshToken);
    if (row.token.rotatedAt === null) {
      await tx
        .update(sessionTokens)
        .set({ rotatedAt: new Date(now) })
        .where(eq(sessionTokens.id, row.token.id));
      await tx.insert(sessionTokens).values({
        familyId: row.family.id,
        accessHash: sha256(next.access),
        refreshHash: sha256(next.refresh),
        accessExpiresAt: new Date(now + ttlS * 1000),
        previousId: row.token.id,
        createdAt: new Date(now),
      });
      return { kind: 'ok', tokens: issued(next.access, next.refresh, ttlS) };
    }
    const [successor] = await tx.select().from(sessionTokens).where(eq(sessionTokens.previousId, row.token.id));
    const withinGrace = now - row.token.rotatedAt.getTime() <= CONCURRENT_REFRESH_GRACE_MS;
    const successorIsCurrent = successor !== undefined && successor.rotatedAt === null && successor.revokedAt === null;
    if (withinGrace && successorIsCurrent && successor.refreshHash === sha256(next.refresh)) {
      const left = Math.ceil((successor.accessExpiresAt.getTime() - now) / 1000);
      return { kind: 'ok', tokens: issued(next.access, next.refresh, Math.max(1, left)) };
    }
    // quality.md: reuse of an already rotated refresh token revokes the whole family.
    await tx
      .update(sessionFamilies)
      .set({ revokedAt: new Date(now), revokedReason: 'refresh_reuse' })
      .where(eq(sessionFamilies.id, row.family.id));
    return { kind: 'invalid', reuseDetected: true };
  });
}

export type AccessOutcome =
  | {
      kind: 'ok' | 'expired';
      /** With their active memberships' roles and flags (spec §1, §3: per membership). */
      user: AuthUser;
      familyId: number;
      tokenId: number;
      /** spec §4: a space of theirs requires two-factor and they have not set it up (http/otpSetupRequired.ts). */
      otpSetupPending: boolean;
    }
  | { kind: 'invalid' };

export async function checkAccessToken(db: Db, accessToken: string, now: number): Promise<AccessOutcome> {
  const [row] = await db
    .select({
      token: sessionTokens,
      family: sessionFamilies,
      user: users,
      memberships: MEMBERSHIPS_OF_USER,
      otpSetupPending: OTP_SETUP_PENDING,
    })
    .from(sessionTokens)
    .innerJoin(sessionFamilies, eq(sessionTokens.familyId, sessionFamilies.id))
    .innerJoin(users, eq(sessionFamilies.userId, users.id))
    .where(eq(sessionTokens.accessHash, sha256(accessToken)));
  if (!row || row.family.revokedAt || row.token.revokedAt || row.user.blockedAt) return { kind: 'invalid' };
  // A rotated pair's access token lives on only for the concurrent-tab grace period.
  if (row.token.rotatedAt && now - row.token.rotatedAt.getTime() > CONCURRENT_REFRESH_GRACE_MS) return { kind: 'invalid' };
  const kind = now >= row.token.accessExpiresAt.getTime() ? 'expired' : 'ok';
  const user: AuthUser = { ...row.user, memberships: row.memberships };
  return { kind, user, familyId: row.family.id, tokenId: row.token.id, otpSetupPending: row.otpSetupPending };
}

export async function revokeFamily(db: Db, familyId: number, now: number, reason: string): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
}

/** Ends every session of a user (blocking, password change): each of their token families is revoked. */
export async function revokeUserSessions(db: Db, userId: number, now: number, reason: string): Promise<number> {
  const revoked = await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)))
    .returning({ id: sessionFamilies.id });
  return revoked.length;
}
