// Statistics export and saved reports (spec §2.3 stats/export, stats/reports; docs/stats.md "Export", "Reports").
// Gates as GET v1/stats/overall (statsReachOf): any member of the space, the team's figures with the stats or
// settings flag, another workspace's space 404. Reports are the caller's own: another's answers 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  DeletedResponse,
  ErrorBody,
  RequestIdParam,
  ROLE_NAMES,
  STATS_EXPORT_FILES_PATH,
  STATS_EXPORT_PATH,
  STATS_REPORTS_PATH,
  StatsExportCreate,
  StatsExportLink,
  StatsReport,
  StatsReportConflict,
  StatsReportCreate,
  StatsReportList,
  StatsReportsQuery,
  StatsReportUpdate,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import type { AddressOptions } from '../http/addresses.ts';
import { contentDisposition } from '../chats/attachments.ts';
import { scheduleTimeZone } from '../domain/workSchedule.ts';
import { ApiFailure } from '../http/errors.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { accessIn } from '../members/memberAccess.ts';
import { translate } from '../messages.ts';
import { csvStream, exportFileName, exportLink, linkUser, openLink, queryOf, statsTableSource } from '../stats/export.ts';
import { STATS_TABLES } from '../stats/tables.ts';
import { createReport, deleteReport, reportOfUser, reportsOf, toReport, updateReport } from '../stats/reports.ts';
import { checkPeriod, statsReachOf } from './stats.ts';
import { consoleOriginOf } from './subscriptions.ts';

// spec §2.5 "Statistics: the user has any space": every role; the space named is checked by the policy's membership.
const ANY_MEMBER: RoutePolicy = { role: ROLE_NAMES };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
const IdParams = z.object({ id: RequestIdParam });
// The token rides in the query: a path parameter is cut at 100 characters (Fastify's maxParamLength).
const LinkQuery = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,4000}$/)),
  exp: z.string().check(z.regex(/^\d{1,12}$/)),
  sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
});

/** 403 for a section of every operator's figures without the team's flag (unknown names are the save's 400). */
function checkTeamSections(sections: readonly string[], team: boolean): void {
  if (!team && sections.some((name) => STATS_TABLES.get(name)?.team)) throw new ApiFailure(403, 'forbidden');
}

export function statsExportRoutes(app: FastifyInstance, deps: { db: Db; now: () => number; addresses: AddressOptions }): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    `/${STATS_EXPORT_PATH}`,
    { config: { policy: ANY_MEMBER }, schema: { body: StatsExportCreate, response: { 200: StatsExportLink, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const body = request.body;
      // The same checks as the table's GET, now (the download checks the reach again).
      const reach = await statsReachOf(db, user, queryOf(body));
      checkPeriod(body);
      // A table of every operator's figures needs the team's flag, as its GET endpoint's policy does.
      if (statsTableSource(body.table).team && !reach.team) throw new ApiFailure(403, 'forbidden');
      const tz = body.tz ?? (await scheduleTimeZone(db, user.id, body.space_id));
      reply.header('cache-control', 'no-store');
      return exportLink(user.id, languageOfRequest(request), { ...body, tz }, now());
    },
  );

  // Public: the signed, short-lived link is the credential; whose it is and what they may read is checked again.
  typed.get(
    `/${STATS_EXPORT_FILES_PATH}`,
    { config: { policy: 'public' }, schema: { querystring: LinkQuery } },
    async (request, reply) => {
      const link = openLink(request.query.token, { exp: Number(request.query.exp), sig: request.query.sig }, now());
      const user = await linkUser(db, link.u);
      if (!user) throw new ApiFailure(404, 'notFound');
      const query = queryOf(link.q);
      const reach = await statsReachOf(db, user, query);
      const source = statsTableSource(link.q.table);
      if (source.team && !reach.team) throw new ApiFailure(404, 'notFound');
      const table = await source.table(db, query, reach, link.q.tz ?? 'UTC', link.l, now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(exportFileName(link.q)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(csvStream(table));
    },
  );

  typed.get(
    `/${STATS_REPORTS_PATH}`,
    { config: { policy: ANY_MEMBER }, schema: { querystring: StatsReportsQuery, response: { 200: StatsReportList, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      if (!accessIn(user, request.query.space_id)) throw new ApiFailure(404, 'notFound');
      reply.header('cache-control', 'no-store');
      return { reports: await reportsOf(db, user.id, request.query.space_id) };
    },
  );

  typed.post(
    `/${STATS_REPORTS_PATH}`,
    { config: { policy: ANY_MEMBER }, schema: { body: StatsReportCreate, response: { 200: StatsReport, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const create = request.body;
      // The filters are checked as an export's would be: another's figures need the team's flag.
      const reach = await statsReachOf(db, user, {
        space_id: create.space_id,
        from: '2000-01-01',
        to: '2000-01-01',
        ...(create.filters?.user_id ? { 'user_id[]': create.filters.user_id } : {}),
      });
      checkTeamSections(create.sections, reach.team);
      const origin = consoleOriginOf(request, deps.addresses);
      return createReport(db, { user, create, origin, now: now() });
    },
  );

  typed.get(
    `/${STATS_REPORTS_PATH}/:id`,
    { config: { policy: ANY_MEMBER }, schema: { params: IdParams, response: { 200: StatsReport, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return toReport(await reportOfUser(db, user, request.params.id));
    },
  );

  typed.patch(
    `/${STATS_REPORTS_PATH}/:id`,
    {
      config: { policy: ANY_MEMBER },
      schema: { params: IdParams, body: StatsReportUpdate, response: { 200: StatsReport, ...errors, 409: StatsReportConflict } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const row = await reportOfUser(db, user, request.params.id);
      const reach = await statsReachOf(db, user, {
        space_id: row.spaceId,
        from: '2000-01-01',
        to: '2000-01-01',
        ...(request.body.filters?.user_id ? { 'user_id[]': request.body.filters.user_id } : {}),
      });
      if (request.body.sections) checkTeamSections(request.body.sections, reach.team);
      const outcome = await updateReport(db, { user, id: row.id, update: request.body, now: now() });
      if (outcome.kind === 'ok') return outcome.report;
      const error = translate('statsReportConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.delete(
    `/${STATS_REPORTS_PATH}/:id`,
    { config: { policy: ANY_MEMBER }, schema: { params: IdParams, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await deleteReport(db, user, request.params.id);
      return { id: request.params.id };
    },
  );
}
