// Two-factor recovery codes: ten codes of 7 characters (they fit the login code field, spec §2.1 max 7), each usable once.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { otpRecoveryCodes } from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const hashCode = (salt: string, code: string) => createHmac('sha256', Buffer.from(salt, 'base64url')).update(code).digest('hex');

/** What a person may type: spaces and dashes dropped, letters lowercased. */
export const normalizeRecoveryCode = (code: string): string => code.replace(/[\s-]+/g, '').toLowerCase();

export const isRecoveryCodeShaped = (code: string): boolean =>
  normalizeRecoveryCode(code).length === RECOVERY_CODE_LENGTH && /[a-z]/.test(normalizeRecoveryCode(code));

/** Ten codes, each character drawn by `pick(n)` (an integer below n). */
export function newRecoveryCodes(pick: (n: number) => number = randomInt): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[pick(RECOVERY_CODE_ALPHABET.length)]).join(''),
  );
}

/** Where a two-factor set-up's secret and the recovery codes come from. */
export interface TwoFactorSecrets {
  secret(): string;
  recoveryCodes(): string[];
}

export const RANDOM_TWO_FACTOR_SECRETS: TwoFactorSecrets = {
  secret: () => generateSecret(),
  recoveryCodes: () => newRecoveryCodes(),
};

/** Replaces every recovery code of the user with `codes`. */
export async function storeRecoveryCodes(db: Db | Tx, userId: number, codes: string[], now: number): Promise<void> {
  await db.delete(otpRecoveryCodes).where(eq(otpRecoveryCodes.userId, userId));
  await db.insert(otpRecoveryCodes).values(
    codes.map((code) => {
      const salt = randomBytes(16).toString('base64url');
      return { userId, salt, codeHash: hashCode(salt, code), createdAt: new Date(now) };
    }),
  );
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ id: otpRecoveryCodes.id })
    .from(otpRecoveryCodes)
    .where(and(eq(otpRecoveryCodes.userId, userId), isNull(otpRecoveryCodes.usedAt)));
  return rows.length;
}

/** Uses an unused recovery code of the user; true once per code (the claim is one conditional update). */
export async function useRecoveryCode(db: Db, userId: number, code: string, now: number): Promise<boolean> {
  const typed = normalizeRecoveryCode(code);
  if (typed.length !== RECOVERY_CODE_LENGTH) return false;
  const rows = await db
    .select()
    .from(otpRecoveryCodes)
    .where(and(eq(otpRecoveryCodes.userId, userId), isNull(otpRecoveryCodes.usedAt)));
  const match = rows.find((row) =>
    timingSafeEqual(Buffer.from(row.codeHash, 'hex'), Buffer.from(hashCode(row.salt, typed), 'hex')),
  );
  if (!match) return false;
  const claimed = await db
    .update(otpRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(otpRecoveryCodes.id, match.id), isNull(otpRecoveryCodes.usedAt)))
    .returning({ id: otpRecoveryCodes.id });
  return claimed.length === 1;
}
