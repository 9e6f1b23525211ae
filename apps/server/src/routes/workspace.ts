// settings/workinghours and settings/other (spec §2.4): business hours, holidays, user statuses and the settings of a
// space the administrator is a member of; another space's id answers 404 (quality.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessHours,
  BusinessHoursConflict,
  BusinessHoursUpdate,
  ErrorBody,
  ManagedStatusesResponse,
  SpaceIdParams,
  SpaceStatusParams,
  StatusDeleteQuery,
  StatusInput,
  StatusesConflict,
  StatusesOrder,
  StatusEdit,
  MailSenderConflict,
  MailSenderResponse,
  MailSenderUpdate,
  WorkspaceSettings,
  WorkspaceSettingsConflict,
  WorkspaceSettingsUpdate,
} from '@console/api/contract';
import * as z from 'zod/mini';
import { memberSpace } from '../billing/payments.ts';
import type { Db } from '../db/database.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { businessHoursOf, saveBusinessHours } from '../workspace/businessHours.ts';
import { createStatus, deleteStatus, reorderStatuses, statusesOf, updateStatus } from '../workspace/statuses.ts';
import { saveWorkspaceSettings, workspaceSettingsOf } from '../workspace/settings.ts';
import { confirmMailSender, mailSenderOf, saveMailSender } from '../workspace/mailSender.ts';
import { publicAddresses, type AddressOptions } from '../http/addresses.ts';
import { translate } from '../messages.ts';
import { resultPage } from '../http/resultPage.ts';
import { styleNonceOf } from '../http/security.ts';

// spec §2.5: working hours is a settings-role entry of the settings dropdown; spec §1: the administrator manages.
export const WORKSPACE_SETTINGS: RoutePolicy = { role: ['administrator'], flag: 'settings' };

export function workspaceRoutes(
  app: FastifyInstance,
  deps: { db: Db; publisher: Publisher; now: () => number; addresses: AddressOptions },
): void {
  const { db, publisher, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const config = { policy: WORKSPACE_SETTINGS };

  // settings/other: name, time zone, two-factor required, the optional sections (spec §3 space settings).
  typed.get(
    '/v1/spaces/:id',
    { config, schema: { params: SpaceIdParams, response: { 200: WorkspaceSettings, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return workspaceSettingsOf(await memberSpace(db, user.id, request.params.id));
    },
  );

  typed.put(
    '/v1/spaces/:id',
    {
      config,
      schema: {
        params: SpaceIdParams,
        body: WorkspaceSettingsUpdate,
        response: { 200: WorkspaceSettings, ...errors, 409: WorkspaceSettingsConflict },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.id);
      const outcome = await saveWorkspaceSettings(db, space.id, request.body);
      if (outcome.kind === 'ok') return outcome.settings;
      const error = translate('workspaceSettingsConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.get(
    '/v1/spaces/:id/workinghours',
    { config, schema: { params: SpaceIdParams, response: { 200: BusinessHours, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.id);
      reply.header('cache-control', 'no-store');
      return businessHoursOf(db, space.id);
    },
  );

  typed.put(
    '/v1/spaces/:id/workinghours',
    {
      config,
      schema: {
        params: SpaceIdParams,
        body: BusinessHoursUpdate,
        response: { 200: BusinessHours, ...errors, 409: BusinessHoursConflict },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.id);
      const outcome = await saveBusinessHours(db, space.id, request.body);
      if (outcome.kind === 'ok') return outcome.hours;
      const error = translate('businessHoursConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.get(
    '/v1/spaces/:id/statuses',
    { config, schema: { params: SpaceIdParams, response: { 200: ManagedStatusesResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.id);
      reply.header('cache-control', 'no-store');
      return { items: await statusesOf(db, space.id, languageOfRequest(request)) };
    },
  );

  typed.post(
    '/v1/spaces/:id/statuses',
    { config, schema: { params: SpaceIdParams, body: StatusInput, response: { 200: ManagedStatusesResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.id);
      await createStatus(db, space.id, request.body);
      return { items: await statusesOf(db, space.id, languageOfRequest(request)) };
    },
  );

  typed.put(
    '/v1/spaces/:id/statuses/order',
    {
      config,
      schema: {
        params: SpaceIdParams,
        body: StatusesOrder,
        response: { 200: ManagedStatusesResponse, ...errors, 409: StatusesConflict },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.id);
      const language = languageOfRequest(request);
      const outcome = await reorderStatuses(db, space.id, request.body.ids, request.body.seen);
      const items = await statusesOf(db, space.id, language);
      if (outcome === 'ok') return { items };
      const error = translate('statusesConflict', language);
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: { items } });
    },
  );

  typed.put(
    '/v1/spaces/:id/statuses/:status_id',
    {
      config,
      // 409: changed meanwhile (conflict, with the statuses as they are now) or the last choosable status.
      schema: {
        params: SpaceStatusParams,
        body: StatusEdit,
        response: { 200: ManagedStatusesResponse, ...errors, 409: z.union([StatusesConflict, ErrorBody]) },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.id);
      const language = languageOfRequest(request);
      const outcome = await updateStatus(db, space.id, request.params.status_id, request.body, language);
      const items = await statusesOf(db, space.id, language);
      if (outcome === 'ok') return { items };
      const error = translate('statusesConflict', language);
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: { items } });
    },
  );

  typed.delete(
    '/v1/spaces/:id/statuses/:status_id',
    {
      config,
      schema: {
        params: SpaceStatusParams,
        querystring: StatusDeleteQuery,
        response: { 200: ManagedStatusesResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.id);
      await deleteStatus(db, publisher, space.id, request.params.status_id, request.query.replacement_id, now());
      return { items: await statusesOf(db, space.id, languageOfRequest(request)) };
    },
  );

  // settings/email: the workspace's sender; a new address is used once its confirmation link is opened.
  typed.get(
    '/v1/spaces/:id/email',
    { config, schema: { params: SpaceIdParams, response: { 200: MailSenderResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.id);
      reply.header('cache-control', 'no-store');
      return mailSenderOf(db, space.id);
    },
  );

  typed.put(
    '/v1/spaces/:id/email',
    {
      config,
      schema: {
        params: SpaceIdParams,
        body: MailSenderUpdate,
        response: { 200: MailSenderResponse, ...errors, 409: MailSenderConflict },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.id);
      const origin = publicAddresses(request.raw, deps.addresses)?.origins[0] ?? '';
      const language = languageOfRequest(request);
      const outcome = await saveMailSender(db, space.id, request.body, { origin, language, now: now() });
      if (outcome.kind === 'ok') return outcome.sender;
      const error = translate('mailSenderConflict', language);
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  // The link of the confirmation letter, opened in a browser: its one-use token is the credential.
  typed.get(
    '/v1/sender/confirm/:token',
    { config: { policy: 'public' }, schema: { params: z.object({ token: z.string().check(z.maxLength(64)) }) } },
    async (request, reply) => {
      const confirmed = await confirmMailSender(db, request.params.token, now());
      const language = languageOfRequest(request);
      // A page in the reader's language with the way back to settings/email (spec §2.4), not bare text.
      const origin = publicAddresses(request.raw, deps.addresses)?.origins[0] ?? '';
      const page = resultPage({
        language,
        title: translate('senderPageTitle', language),
        text: translate(confirmed ? 'senderConfirmed' : 'senderLinkInvalid', language),
        link: `${origin}/settings/email`,
        linkText: translate('senderPageBack', language),
        nonce: styleNonceOf(request.raw),
      });
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return reply.code(confirmed ? 200 : 404).send(page);
    },
  );
}
