// People and access (spec §1, §2.4 settings/users, §6): the administrator's list of users, edits, removal, blocking,
// invitations and user groups. Every route: administrators with the settings flag (the flag the settings menu gates
// on, spec §6), and ids of another workspace answer 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  DeletedResponse,
  ErrorBody,
  InvitationCreate,
  InvitationResponse,
  INVITATIONS_PATH,
  ManagedUsergroup,
  ManagedUsergroupsQuery,
  ManagedUsergroupsResponse,
  MemberRemoveQuery,
  MemberResponse,
  MEMBERS_PATH,
  MembersQuery,
  MembersResponse,
  MemberConflict,
  MemberUpdate,
  RequestIdParam,
  SpaceParam,
  UsergroupCreate,
  USERGROUPS_MANAGE_PATH,
  USERGROUPS_PATH,
  UsergroupConflict,
  UsergroupUpdate,
} from '@console/api/contract';
import type { OneUseCodes } from '../auth/oneUseCodes.ts';
import type { Db } from '../db/database.ts';
import { publicAddresses, type AddressOptions } from '../http/addresses.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { translate } from '../messages.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { inviteMember, resendInvitation, revokeInvitation } from '../members/invitations.ts';
import { listMembers, memberOfSpace } from '../members/list.ts';
import { createUsergroup, deleteUsergroup, managedUsergroups, updateUsergroup } from '../members/usergroups.ts';
import { blockMember, removeMember, unblockMember, updateMember, type HandedOver } from '../members/writes.ts';
import { assertOwnSpace } from '../members/access.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishChanged } from '../items/writes.ts';
import { inArray } from 'drizzle-orm';
import { publishChats, publishMessages, type ChatDeps } from '../chats/access.ts';
import { loadMessages } from '../chats/load.ts';
import { chatMessages } from '../db/schema.ts';

export type MembersDeps = {
  db: Db;
  now: () => number;
  publisher: Publisher;
  addresses: AddressOptions;
  codes: OneUseCodes;
};

/** spec §6: the settings flag (administrator) manages users; the role check keeps demoted holders of a stale flag out. */
export const MEMBERS_POLICY: RoutePolicy = { role: ['administrator'], flag: 'settings' };

const IdParams = z.object({ id: RequestIdParam });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { policy: MEMBERS_POLICY };

export function membersRoutes(app: FastifyInstance, deps: MembersDeps): void {
  const { db, now, publisher } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const letter = (request: FastifyRequest) => ({
    origin: publicAddresses(request.raw, deps.addresses).origins[0] ?? '',
    language: languageOfRequest(request),
    now: now(),
    token: deps.codes('invitation'),
  });
  // spec §1, §8: the user's open consoles learn at once; their sockets reconnect hearing only the spaces left to them.
  const accessChanged = (userId: number, spaceId: number, access: boolean) => {
    publisher.toUser(userId, { method: 'access.changed', space_id: spaceId, access });
    publisher.restartUser(userId);
  };

  typed.get(
    `/${MEMBERS_PATH}`,
    { config, schema: { querystring: MembersQuery, response: { 200: MembersResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return listMembers(db, user.id, request.query, now());
    },
  );

  typed.get(
    `/${MEMBERS_PATH}/:id`,
    { config, schema: { params: IdParams, querystring: SpaceParam, response: { 200: MemberResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      await assertOwnSpace(db, user.id, request.query.space_id);
      reply.header('cache-control', 'no-store');
      return { member: await memberOfSpace(db, request.query.space_id, request.params.id) };
    },
  );

  typed.put(
    `/${MEMBERS_PATH}/:id`,
    {
      config,
      // 409: changed meanwhile (conflict, with the user as they are now), or the last administrator (last_administrator).
      schema: {
        params: IdParams,
        body: MemberUpdate,
        response: { 200: MemberResponse, ...errors, 409: z.union([MemberConflict, ErrorBody]) },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateMember(db, { callerId: user.id, now: now(), userId: request.params.id, update: request.body });
      if (outcome.kind === 'conflict') {
        const error = translate('memberConflict', languageOfRequest(request));
        return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
      }
      const member = outcome.member;
      // The new role and flags take effect on the user's next requests; their consoles reconnect and reload them.
      publisher.restartUser(member.id);
      return { member };
    },
  );

  typed.delete(
    `/${MEMBERS_PATH}/:id`,
    { config, schema: { params: IdParams, querystring: MemberRemoveQuery, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const { space_id: spaceId, hand_over_to: handOverTo } = request.query;
      const handedOver = await removeMember(db, {
        callerId: user.id,
        now: now(),
        spaceId,
        userId: request.params.id,
        handOverTo: handOverTo ?? null,
      });
      accessChanged(request.params.id, spaceId, false);
      await publishHandedOver(
        { db, now, publisher },
        { spaceId, leaving: request.params.id, handOverTo, handedOver, callerId: user.id },
      );
      return { id: request.params.id };
    },
  );

  typed.post(
    `/${MEMBERS_PATH}/:id/block`,
    {
      config,
      schema: { params: IdParams, body: z.object({ space_id: RequestIdParam }), response: { 200: MemberResponse, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const spaceId = request.body.space_id;
      const member = await blockMember(db, { callerId: user.id, now: now(), spaceId, userId: request.params.id });
      accessChanged(member.id, spaceId, false);
      return { member };
    },
  );

  typed.delete(
    `/${MEMBERS_PATH}/:id/block`,
    { config, schema: { params: IdParams, querystring: SpaceParam, response: { 200: MemberResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const spaceId = request.query.space_id;
      const member = await unblockMember(db, { callerId: user.id, now: now(), spaceId, userId: request.params.id });
      accessChanged(member.id, spaceId, true);
      return { member };
    },
  );

  typed.post(
    `/${INVITATIONS_PATH}`,
    { config, schema: { body: InvitationCreate, response: { 200: InvitationResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const invitation = await inviteMember(db, { ...letter(request), caller: user, invite: request.body });
      return { invitation };
    },
  );

  typed.post(
    `/${INVITATIONS_PATH}/:id/resend`,
    { config, schema: { params: IdParams, response: { 200: InvitationResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return { invitation: await resendInvitation(db, { ...letter(request), caller: user, id: request.params.id }) };
    },
  );

  typed.delete(
    `/${INVITATIONS_PATH}/:id`,
    { config, schema: { params: IdParams, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await revokeInvitation(db, { callerId: user.id, id: request.params.id, now: now() });
      return { id: request.params.id };
    },
  );

  typed.get(
    `/${USERGROUPS_MANAGE_PATH}`,
    { config, schema: { querystring: ManagedUsergroupsQuery, response: { 200: ManagedUsergroupsResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return { items: await managedUsergroups(db, user.id, request.query.space_id) };
    },
  );

  typed.post(
    `/${USERGROUPS_PATH}`,
    { config, schema: { body: UsergroupCreate, response: { 200: ManagedUsergroup, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return createUsergroup(db, { callerId: user.id, now: now(), create: request.body });
    },
  );

  typed.put(
    `/${USERGROUPS_PATH}/:id`,
    {
      config,
      schema: { params: IdParams, body: UsergroupUpdate, response: { 200: ManagedUsergroup, ...errors, 409: UsergroupConflict } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateUsergroup(db, { callerId: user.id, now: now(), id: request.params.id, update: request.body });
      if (outcome.kind === 'ok') return outcome.group;
      const error = translate('usergroupConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.delete(
    `/${USERGROUPS_PATH}/:id`,
    { config, schema: { params: IdParams, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await deleteUsergroup(db, { callerId: user.id, now: now(), id: request.params.id });
      return { id: request.params.id };
    },
  );
}

/** docs/socket.md: the work a removal handed over reaches open consoles as any reassignment does, after the commit. */
async function publishHandedOver(
  deps: ChatDeps,
  input: { spaceId: number; leaving: number; handOverTo: number | undefined; handedOver: HandedOver; callerId: number },
): Promise<void> {
  const { spaceId, handedOver } = input;
  await publishChanged(deps, spaceId, handedOver.itemIds, input.callerId);
  // The leaving user had the chats: a limited user who saw them through that hears 'chats.gone' (spec §1).
  const wasTheirs = { assignee: { type: 'user', id: input.leaving } } as const;
  await publishChats(
    deps,
    spaceId,
    'chats.changed',
    handedOver.chatIds,
    new Map(handedOver.chatIds.map((id) => [id, wasTheirs])),
  );
  if (handedOver.messageIds.length === 0) return;
  const lines = await loadMessages(deps.db, inArray(chatMessages.id, handedOver.messageIds), deps.now());
  const assignee =
    input.handOverTo === undefined
      ? { assigneeType: null, assigneeId: null }
      : { assigneeType: 'user' as const, assigneeId: input.handOverTo };
  for (const chatId of handedOver.chatIds)
    publishMessages(
      deps,
      { id: chatId, spaceId, ...assignee },
      'messages.new',
      lines.filter((line) => line.chat_id === chatId),
    );
}
