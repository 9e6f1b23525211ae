// One-use links of the sign-up slice: password reset links and invitations. Only the sha256 of a link's
// token is kept; a link works once and until it expires (README "Sandbox outbox").
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { invitations, passwordResets, users } from '../db/schema.ts';
import { sha256 } from '../auth/sessions.ts';
import { sendMail } from '../profile/mail.ts';
import { translate, type Language } from '../messages.ts';

/** A reset link works for 2 hours and once; a newer link ends the older ones. */
export const RESET_TTL_MS = 2 * 3_600_000;
/** An invitation works for 7 days and once. */
export const INVITATION_TTL_MS = 7 * 86_400_000;

type UserRow = typeof users.$inferSelect;
const newToken = () => randomBytes(32).toString('base64url');

export async function sendPasswordReset(
  db: Db,
  input: { user: UserRow; origin: string; language: Language; now: number; token: string },
): Promise<void> {
  const { user, now, token } = input;
  const link = `${input.origin}/reset_password/${token}`;
  const language = user.locale ?? input.language;
  await db
    .update(passwordResets)
    .set({ usedAt: new Date(now) })
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + RESET_TTL_MS),
  });
  await sendMail(db, {
    userId: user.id,
    to: user.email,
    subject: translate('recoverySubject', language),
    text: translate('recoveryText', language, { name: user.name, link, hours: RESET_TTL_MS / 3_600_000 }),
    link,
    now,
  });
}

/** The user a usable reset link is for (not using it), or null. */
export async function findPasswordReset(db: Db, token: string, now: number): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date(now)),
      ),
    );
  return row?.user ?? null;
}

/** Takes the reset link's one use: the user id, or null when it was used, expired or unknown. */
export async function usePasswordReset(db: Pick<Db, 'update'>, token: string, now: number): Promise<number | null> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return used?.userId ?? null;
}

type InvitationRow = typeof invitations.$inferSelect;

/** A new invitation into a space; the token for its link /signup/{token} (given as `token` by the demo seed). */
export async function createInvitation(
  db: Pick<Db, 'insert'>,
  input: {
    spaceId: number;
    email: string;
    role: RoleName;
    invitedBy: number | null;
    now: number;
    token?: string;
    ttlMs?: number;
  },
): Promise<string> {
  const token = input.token ?? newToken();
  await db.insert(invitations).values({
    spaceId: input.spaceId,
    email: input.email.trim().toLowerCase(),
    role: input.role,
    invitedBy: input.invitedBy,
    tokenHash: sha256(token),
    createdAt: new Date(input.now),
    expiresAt: new Date(input.now + (input.ttlMs ?? INVITATION_TTL_MS)),
  });
  return token;
}

const usable = (token: string, now: number) =>
  and(eq(invitations.tokenHash, sha256(token)), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date(now)));

export async function findInvitation(db: Pick<Db, 'select'>, token: string, now: number): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(usable(token, now));
  return row ?? null;
}

/** Takes the invitation's one use; null when it was used, expired or unknown. */
export async function useInvitation(db: Pick<Db, 'update'>, token: string, now: number): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: new Date(now) })
    .where(usable(token, now))
    .returning();
  return row ?? null;
}
