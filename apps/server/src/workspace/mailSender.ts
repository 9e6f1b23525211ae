// settings/email: the workspace's sender. A new address gets a confirmation letter through the server's mail transport
// (SMTP_URL, else the sandbox outbox: docs/deployment.md "Mail"); letters use it only once its link was opened.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { MailSenderResponse, MailSenderSeen, MailSenderUpdate } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { mailSenders, spaces } from '../db/schema.ts';
import { sha256 } from '../auth/sessions.ts';
import { translate, type Language } from '../messages.ts';
import { sendMail } from '../profile/mail.ts';

/** The sender a workspace's letters go out from (digests, invitations, notifications); null: the server's default. */
export type MailSender = { name: string; address: string; replyTo: string | null };

/** The workspace's confirmed sender, or null when it has none confirmed (the server's default `from` then). */
export async function mailSender(db: Db, spaceId: number): Promise<MailSender | null> {
  const [row] = await db.select().from(mailSenders).where(eq(mailSenders.spaceId, spaceId));
  if (!row?.confirmedAt) return null;
  return { name: row.name, address: row.address, replyTo: row.replyTo };
}

/** The `from` header of a sender: `"Name" <address>`. */
export const fromHeader = (sender: MailSender): string => `"${sender.name.replaceAll('"', "'")}" <${sender.address}>`;

/** What a letter of the workspace carries for `sendMail`: its confirmed sender and reply-to, or nothing (the default). */
export async function senderHeaders(db: Db, spaceId: number): Promise<{ from?: string; replyTo?: string }> {
  const sender = await mailSender(db, spaceId);
  if (!sender) return {};
  return { from: fromHeader(sender), ...(sender.replyTo ? { replyTo: sender.replyTo } : {}) };
}

export async function mailSenderOf(db: Pick<Db, 'select'>, spaceId: number): Promise<MailSenderResponse> {
  const [row] = await db.select().from(mailSenders).where(eq(mailSenders.spaceId, spaceId));
  return {
    sender: row ? { name: row.name, address: row.address, reply_to: row.replyTo, confirmed: row.confirmedAt !== null } : null,
  };
}

export type SaveSenderOutcome = { kind: 'ok'; sender: MailSenderResponse } | { kind: 'conflict'; current: MailSenderResponse };

/** Whether the sender is still the one the form began from (every field the form writes; null: none then and now). */
function unchangedSince(current: MailSenderResponse['sender'], seen: MailSenderSeen): boolean {
  if (!current || !seen) return current === seen;
  return current.name === seen.name && current.address === seen.address && current.reply_to === seen.reply_to;
}

// Two administrators editing settings/email at once (docs/error-types.md conflict): a save whose `seen` is no longer
// current is refused with the sender as it is now; the space's row is locked for the read and the write, so two saves
// do not cross. Without `seen` it saves as before. A changed address waits for the link of the letter sent to it.
export async function saveMailSender(
  db: Db,
  spaceId: number,
  update: MailSenderUpdate,
  mailing: { origin: string; language: Language; now: number },
): Promise<SaveSenderOutcome> {
  const address = update.address.toLowerCase();
  const values = { name: update.name.trim(), replyTo: update.reply_to?.toLowerCase() ?? null };
  const written = await db.transaction(async (tx) => {
    await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId)).for('update');
    const before = await mailSenderOf(tx, spaceId);
    if (update.seen !== undefined && !unchangedSince(before.sender, update.seen)) return { conflict: before };
    if (before.sender && before.sender.address === address) {
      await tx.update(mailSenders).set(values).where(eq(mailSenders.spaceId, spaceId));
      return { token: null };
    }
    const token = randomBytes(24).toString('base64url');
    const row = { ...values, address, confirmedAt: null, tokenHash: sha256(token) };
    await tx
      .insert(mailSenders)
      .values({ spaceId, ...row })
      .onConflictDoUpdate({ target: mailSenders.spaceId, set: row });
    return { token };
  });
  if (written.conflict) return { kind: 'conflict', current: written.conflict };
  if (written.token) {
    const link = `${mailing.origin}/v1/sender/confirm/${written.token}`;
    await sendMail(db, {
      userId: null,
      to: address,
      subject: translate('senderConfirmSubject', mailing.language),
      text: translate('senderConfirmText', mailing.language, { name: values.name, email: address, link }),
      link,
      now: mailing.now,
    });
  }
  return { kind: 'ok', sender: await mailSenderOf(db, spaceId) };
}

/** Opens a confirmation link: true when it confirmed an address waiting for it (a link works once). */
export async function confirmMailSender(db: Db, token: string, now: number): Promise<boolean> {
  const confirmed = await db
    .update(mailSenders)
    .set({ confirmedAt: new Date(now), tokenHash: null })
    .where(and(eq(mailSenders.tokenHash, sha256(token)), isNull(mailSenders.confirmedAt)))
    .returning({ spaceId: mailSenders.spaceId });
  return confirmed.length > 0;
}
