// Invitations into a workspace (spec §2.4 settings/users/new): by email with a role, flags and groups, within the plan's
// user limit where pending invitations take a place (spec §1); the letter leads to the invitation sign-up
// (/signup/{hash}, spec §2.1), where an address that already has an account joins the space (acceptInvitation).
import { EMAIL_PATTERN } from '@console/spec';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  ERROR_TYPE_USERS_LIMIT_REACHED,
  memberFlags,
  ROLE_DEFAULT_FLAGS,
  type InvitationCreate,
  type PendingInvitation,
} from '@console/api/contract';
import { normalizeEmail } from '../auth/signup.ts';
import type { Db } from '../db/database.ts';
import { invitationGrants, invitations, spaceMemberBlocks, spaceMembers, spaces, users } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { translate, type Language } from '../messages.ts';
import { sendMail } from '../profile/mail.ts';
import { sha256 } from '../auth/sessions.ts';
import { createInvitation, INVITATION_TTL_MS } from '../signup/links.ts';
import { assertOwnSpace, type Tx } from './access.ts';
import { recordAction } from './actionLog.ts';
import { setUsergroups, spaceUsergroupIds } from './grants.ts';
import { pendingInvitationsOf, usersUsage } from './list.ts';
import { senderHeaders } from '../workspace/mailSender.ts';

type Letter = { origin: string; language: Language; now: number; token: string };

/** spec §1: one more user must fit the plan, counting members, blocked members and pending invitations. */
async function assertRoomForOneMore(db: Tx, spaceId: number, now: number): Promise<void> {
  const usage = await usersUsage(db, spaceId, now);
  if (usage.limit !== null && usage.used >= usage.limit) {
    throw new ApiFailure(400, 'usersLimitReached', { errorType: ERROR_TYPE_USERS_LIMIT_REACHED, params: { limit: usage.limit } });
  }
}

async function sendInvitationLetter(db: Tx, input: Letter & { spaceId: number; email: string; invitedBy: string }) {
  const [space] = await db.select({ name: spaces.name }).from(spaces).where(eq(spaces.id, input.spaceId));
  const link = `${input.origin}/signup/${input.token}`;
  await sendMail(db as Db, {
    // settings/email: the workspace's confirmed sender, else the server's.
    ...(await senderHeaders(db as Db, input.spaceId)),
    userId: null,
    to: input.email,
    subject: translate('invitationSubject', input.language, { space: space?.name ?? '' }),
    text: translate('invitationText', input.language, {
      name: input.invitedBy,
      space: space?.name ?? '',
      link,
      days: INVITATION_TTL_MS / 86_400_000,
    }),
    link,
    now: input.now,
  });
}

async function pendingOf(db: Tx, spaceId: number, id: number, now: number): Promise<PendingInvitation> {
  const found = (await pendingInvitationsOf(db, [spaceId], now)).find((one) => one.id === id);
  if (!found) throw new ApiFailure(404, 'notFound');
  return found;
}

/** The invitation's space, when it is one of the caller's and still pending; 404 otherwise. */
async function ownPending(db: Tx, callerId: number, id: number, now: number): Promise<PendingInvitation> {
  const [row] = await db.select({ spaceId: invitations.spaceId }).from(invitations).where(eq(invitations.id, id));
  if (!row) throw new ApiFailure(404, 'notFound');
  await assertOwnSpace(db, callerId, row.spaceId);
  return pendingOf(db, row.spaceId, id, now);
}

export async function inviteMember(
  db: Db,
  input: Letter & { caller: { id: number; name: string }; invite: InvitationCreate },
): Promise<PendingInvitation> {
  const { invite, caller, now } = input;
  await assertOwnSpace(db, caller.id, invite.space_id);
  const email = normalizeEmail(invite.email);
  if (!EMAIL_PATTERN.test(email)) throw new ApiFailure(400, 'invitationEmail', { errorType: 'invalid_email' });
  const created = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(spaceMembers, and(eq(spaceMembers.userId, users.id), eq(spaceMembers.spaceId, invite.space_id)))
      .where(eq(users.email, email));
    const [blocked] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(spaceMemberBlocks, and(eq(spaceMemberBlocks.userId, users.id), eq(spaceMemberBlocks.spaceId, invite.space_id)))
      .where(eq(users.email, email));
    if (member || blocked) throw new ApiFailure(409, 'invitationMember', { errorType: 'already_member' });
    const pending = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.spaceId, invite.space_id),
          eq(invitations.email, email),
          isNull(invitations.usedAt),
          gt(invitations.expiresAt, new Date(now)),
        ),
      );
    if (pending.length > 0) throw new ApiFailure(409, 'invitationPending', { errorType: 'already_invited' });
    await assertRoomForOneMore(tx, invite.space_id, now);
    const usergroupIds = await spaceUsergroupIds(tx, invite.space_id, invite.usergroup_ids);
    await createInvitation(tx, {
      spaceId: invite.space_id,
      email,
      role: invite.role,
      invitedBy: caller.id,
      now,
      token: input.token,
    });
    const [row] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.tokenHash, sha256(input.token)));
    if (!row) throw new Error('invitation not created');
    await tx.insert(invitationGrants).values({
      invitationId: row.id,
      roles: memberFlags(invite.role, invite.roles),
      usergroupIds,
      limitedToGroups: invite.limited_to_groups,
    });
    return pendingOf(tx, invite.space_id, row.id, now);
  });
  // After the commit, on the app's handle: the mail transport (SMTP_URL) is bound to it, not to a transaction.
  await sendInvitationLetter(db, { ...input, spaceId: invite.space_id, email, invitedBy: caller.name });
  await recordAction(db, {
    spaceId: invite.space_id,
    userId: caller.id,
    action: 'invitation.create',
    target: { type: 'invitation', id: created.id },
    before: null,
    after: created,
    now,
  });
  return created;
}

/** A new link (the old one stops working) and a new letter; the invitation's week starts again. */
export async function resendInvitation(db: Db, input: Letter & { caller: { id: number; name: string }; id: number }) {
  const { caller, id, now } = input;
  const before = await ownPending(db, caller.id, id, now);
  await db
    .update(invitations)
    .set({ tokenHash: sha256(input.token), expiresAt: new Date(now + INVITATION_TTL_MS) })
    .where(eq(invitations.id, id));
  await sendInvitationLetter(db, { ...input, spaceId: before.space_id, email: before.email, invitedBy: caller.name });
  const after = await pendingOf(db, before.space_id, id, now);
  await recordAction(db, {
    spaceId: before.space_id,
    userId: caller.id,
    action: 'invitation.resend',
    target: { type: 'invitation', id },
    before,
    after,
    now,
  });
  return after;
}

/** The link stops working; the place it took within the plan is free again. */
export async function revokeInvitation(db: Db, input: { callerId: number; id: number; now: number }) {
  const before = await ownPending(db, input.callerId, input.id, input.now);
  await db.delete(invitations).where(eq(invitations.id, input.id));
  await recordAction(db, {
    spaceId: before.space_id,
    userId: input.callerId,
    action: 'invitation.revoke',
    target: { type: 'invitation', id: input.id },
    before,
    after: null,
    now: input.now,
  });
}

type InvitationRow = typeof invitations.$inferSelect;

/**
 * What the used invitation grants, applied to the user who accepted it: membership with the invited role and flags
 * (spec §1, §3: this workspace's only; an existing account keeps its other workspaces' roles), group limit and groups.
 */
export async function acceptInvitation(tx: Tx, invitation: InvitationRow, userId: number): Promise<void> {
  const [grant] = await tx.select().from(invitationGrants).where(eq(invitationGrants.invitationId, invitation.id));
  await tx
    .insert(spaceMembers)
    .values({
      spaceId: invitation.spaceId,
      userId,
      limitedToGroups: grant?.limitedToGroups ?? false,
      role: invitation.role,
      roles: memberFlags(invitation.role, grant?.roles ?? ROLE_DEFAULT_FLAGS[invitation.role]),
    })
    .onConflictDoNothing();
  if (grant) {
    const groups = await spaceUsergroupIds(tx, invitation.spaceId, grant.usergroupIds).catch(() => []);
    await setUsergroups(tx, invitation.spaceId, userId, groups);
  }
}
