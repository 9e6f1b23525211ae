// Email sending (SMTP or the sandbox outbox, docs/deployment.md "Mail") and one-use confirmation links (spec §2.1 /confirm_email/{hash}).
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { emailConfirmations, emailOutbox, type users } from '../db/schema.ts';
import { sha256 } from '../auth/sessions.ts';
import { translate, type Language } from '../messages.ts';
import { mailTransportOf, type Letter } from './mailTransport.ts';

// A confirmation link works for 72 hours and once.
export const CONFIRMATION_TTL_MS = 72 * 3_600_000;
// A re-send at most once a minute, counted from the last message sent to the user.
export const CONFIRMATION_RESEND_INTERVAL_MS = 60_000;

type UserRow = typeof users.$inferSelect;

/** Sends a letter: by the transport bound to `db` (SMTP_URL), or else only into the sandbox outbox. */
export async function sendMail(
  db: Db,
  letter: Pick<Letter, 'from' | 'replyTo' | 'attachments'> & {
    userId: number | null;
    to: string;
    subject: string;
    text: string;
    link: string | null;
    now: number;
  },
): Promise<Date> {
  const { from, replyTo, attachments, ...mail } = letter;
  const createdAt = new Date(mail.now);
  const transport = mailTransportOf(db);
  if (transport) await transport.send({ ...mail, from, replyTo, ...(attachments ? { attachments } : {}) });
  // Sent by SMTP, the row is only the record re-send limits count: no text or link (docs/deployment.md "Mail").
  await db
    .insert(emailOutbox)
    .values(
      transport
        ? { ...mail, text: '', link: null, createdAt }
        : { ...mail, attachments: attachments ? [...attachments] : null, createdAt },
    );
  return createdAt;
}

/** Milliseconds until the user may be sent another confirmation; 0 when now. */
export async function resendWait(db: Db, userId: number, now: number): Promise<number> {
  const [last] = await db
    .select({ at: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.userId, userId))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return last ? Math.max(0, last.at.getTime() + CONFIRMATION_RESEND_INTERVAL_MS - now) : 0;
}

/** A new one-use link for `email` of the user, sent to that address; earlier links stop working. */
export async function sendConfirmation(
  db: Db,
  input: { user: UserRow; email: string; origin: string; language: Language; now: number; token: string },
): Promise<Date> {
  const { user, email, now, token } = input;
  const link = `${input.origin}/confirm_email/${token}`;
  const language = user.locale ?? input.language;
  // Earlier links end; a change notice's cancel link (`cancels`) stays usable.
  await db
    .update(emailConfirmations)
    .set({ usedAt: new Date(now) })
    .where(and(eq(emailConfirmations.userId, user.id), isNull(emailConfirmations.usedAt), isNull(emailConfirmations.cancels)));
  await db.insert(emailConfirmations).values({
    userId: user.id,
    email,
    tokenHash: sha256(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + CONFIRMATION_TTL_MS),
  });
  return sendMail(db, {
    userId: user.id,
    to: email,
    subject: translate('confirmationSubject', language),
    text: translate('confirmationText', language, { name: user.name, email, link }),
    link,
    now,
  });
}
