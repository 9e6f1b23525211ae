// An email change (spec §7 PUT /v1/me/email) waits for its link: the old address keeps signing in until the link sent
// to the new one is opened, and the old address gets a notice whose link cancels the change (README "Sandbox outbox").
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { emailConfirmations, users } from '../db/schema.ts';
import { sha256 } from '../auth/sessions.ts';
import { translate, type Language } from '../messages.ts';
import { sendConfirmation, sendMail } from './mail.ts';

/** The notice's cancel link works for 7 days (longer than the new address's 72-hour link) and once. */
export const CHANGE_CANCEL_TTL_MS = 7 * 86_400_000;

type UserRow = typeof users.$inferSelect;
type Mailing = { origin: string; language: Language; now: number };

/** Records `email` as the pending address (unconfirmed until its link is opened) and mails both addresses. */
export async function requestEmailChange(
  db: Db,
  input: Mailing & { user: UserRow; email: string; confirmToken: string; cancelToken: string },
): Promise<UserRow | null> {
  const { user, email, now } = input;
  // spec §4: email_status below 1 opens the email dialog, which shows where the link went (email_pending).
  const [updated] = await db.update(users).set({ emailPending: email, emailStatus: 0 }).where(eq(users.id, user.id)).returning();
  if (!updated) return null;
  const mailing = { origin: input.origin, language: input.language, now };
  await sendConfirmation(db, { ...mailing, user: updated, email, token: input.confirmToken });
  const language = user.locale ?? input.language;
  const link = `${input.origin}/confirm_email/${input.cancelToken}`;
  await db.insert(emailConfirmations).values({
    userId: user.id,
    email: user.email,
    cancels: email,
    tokenHash: sha256(input.cancelToken),
    createdAt: new Date(now),
    expiresAt: new Date(now + CHANGE_CANCEL_TTL_MS),
  });
  await sendMail(db, {
    userId: user.id,
    to: user.email,
    subject: translate('emailChangeSubject', language),
    text: translate('emailChangeText', language, { name: user.name, email: user.email, newEmail: email, link }),
    link,
    now,
  });
  return updated;
}

/** Back to the account's own address while a change waits: the change and its link end; the address gets a link. */
export async function dropEmailChange(db: Db, input: Mailing & { user: UserRow; token: string }): Promise<UserRow | null> {
  const [updated] = await db.update(users).set({ emailPending: null }).where(eq(users.id, input.user.id)).returning();
  if (!updated) return null;
  await sendConfirmation(db, { ...input, user: updated, email: updated.email });
  return updated;
}

export type EmailLinkOutcome = { user: UserRow; cancelled: boolean };

/**
 * Uses a /confirm_email/ link once: a confirmation confirms its address (the pending one becomes the sign-in
 * address); a notice's link puts its address back as the confirmed sign-in address and ends the pending change.
 * Null when the link is unknown, used or expired, or its address is no longer the user's or is taken by another.
 */
export async function useEmailLink(db: Db, token: string, now: number): Promise<EmailLinkOutcome | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailConfirmations)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(emailConfirmations.tokenHash, sha256(token)),
          isNull(emailConfirmations.usedAt),
          gt(emailConfirmations.expiresAt, new Date(now)),
        ),
      )
      .returning();
    if (!link) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId));
    if (!user) return null;
    const cancelled = link.cancels !== null;
    const becomes = link.email !== user.email;
    if (!cancelled && becomes && link.email !== user.emailPending) return null;
    if (becomes) {
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, link.email), ne(users.id, user.id)));
      if (holder) return null;
    }
    const [updated] = await tx
      .update(users)
      .set({ email: link.email, emailStatus: 1, ...(cancelled || becomes ? { emailPending: null } : {}) })
      .where(eq(users.id, user.id))
      .returning();
    if (cancelled) {
      // The pending address's link dies with the change it confirms.
      await tx
        .update(emailConfirmations)
        .set({ usedAt: new Date(now) })
        .where(and(eq(emailConfirmations.userId, user.id), isNull(emailConfirmations.usedAt)));
    }
    return updated ? { user: updated, cancelled } : null;
  });
}
