// HelpDeskEddy (spec §2.4 hde/{id}; docs/hde.md): settings/hde/{space id} is the administrator's with the
// settings flag, like the other workspace settings (spec §6); a space the caller is not a member of answers 404. Sending
// an issue is for the roles that process issues (ISSUE_WRITE_ROLES, checked again against the issue's space); reading
// the issue's ticket is every role's, like the issue. The API key is written, never answered.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ErrorBody,
  HDE_PATH,
  HdeConnect,
  HdeDesk,
  HdeParams,
  ISSUES_PATH,
  IssueDesk,
  IssueDeskTicket,
  ObjectParams,
} from '@console/api/contract';
import { memberSpace } from '../billing/payments.ts';
import type { Db } from '../db/database.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import type { TokenCipher } from '../integrations/tokenCipher.ts';
import { ISSUE_WRITE_ROLES } from '../issues/access.ts';
import { connectDesk, deskRowOf, disconnectDesk, toHdeDesk } from '../hde/connection.ts';
import type { DeskAdapter } from '../hde/desk.ts';
import { issueDeskOf, sendIssueToDesk } from '../hde/tickets.ts';
import { WORKSPACE_SETTINGS } from './workspace.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const READ: RoutePolicy = 'authenticated';
const WRITE: RoutePolicy = { role: [...ISSUE_WRITE_ROLES] };

export type HdeRouteDeps = { db: Db; now: () => number; desk: DeskAdapter; tokens: TokenCipher };

export function hdeRoutes(app: FastifyInstance, deps: HdeRouteDeps): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const desk = `/${HDE_PATH}/:space_id`;
  const issueDesk = `/${ISSUES_PATH}/:id/hde`;

  typed.get(
    desk,
    { config: { policy: WORKSPACE_SETTINGS }, schema: { params: HdeParams, response: { 200: HdeDesk, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.space_id);
      reply.header('cache-control', 'no-store');
      return toHdeDesk(space.id, await deskRowOf(db, space.id));
    },
  );

  typed.put(
    desk,
    {
      config: { policy: WORKSPACE_SETTINGS },
      schema: { params: HdeParams, body: HdeConnect, response: { 200: HdeDesk, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.space_id);
      return connectDesk(deps, space.id, request.body);
    },
  );

  typed.delete(
    desk,
    { config: { policy: WORKSPACE_SETTINGS }, schema: { params: HdeParams, response: { 200: HdeDesk, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.params.space_id);
      return disconnectDesk(db, space.id);
    },
  );

  typed.get(
    issueDesk,
    { config: { policy: READ }, schema: { params: ObjectParams, response: { 200: IssueDesk, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return issueDeskOf(db, user, Number(request.params.id));
    },
  );

  typed.post(
    issueDesk,
    {
      config: { policy: WRITE },
      schema: { params: ObjectParams, body: z.object({}), response: { 200: IssueDeskTicket, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return sendIssueToDesk(deps, user, Number(request.params.id));
    },
  );
}
