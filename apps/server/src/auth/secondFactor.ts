// The second factor of a sign-in or of a two-factor change: a current TOTP code (6 digits, each time step once)
// or an unused recovery code (7 characters, once).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { useRecoveryCode } from '../profile/recoveryCodes.ts';
import { checkTotp } from './totp.ts';

type UserRow = typeof users.$inferSelect;

/** Checks a TOTP code against `secret` and claims its time step for the user atomically (replay rejected). */
export async function claimTotp(db: Db, userId: number, secret: string, code: string, now: number, lastStep: number | null) {
  const check = await checkTotp(secret, code, now, lastStep);
  if (!check.valid) return false;
  const claimed = await db
    .update(users)
    .set({ otpLastStep: check.timeStep })
    .where(and(eq(users.id, userId), or(isNull(users.otpLastStep), lt(users.otpLastStep, check.timeStep))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** True when `code` is a valid second factor of a user with two-factor on; it cannot be used again. */
export async function acceptSecondFactor(db: Db, user: UserRow, code: string, now: number): Promise<boolean> {
  if (user.otpSecret === null) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed.replace(/\s+/g, ''))) return claimTotp(db, user.id, user.otpSecret, trimmed, now, user.otpLastStep);
  return useRecoveryCode(db, user.id, trimmed, now);
}
