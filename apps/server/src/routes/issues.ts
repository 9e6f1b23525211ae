// Issues (tasks): packages/api/src/contract/issues.ts, validated and serialized with its schemas (docs/issues.md).
// Every role reads (spec §1: read only and analyst see); moderators, operators and administrators create and process
// (issues/access.ts checks the role of the issue's space again); settings/issues is the administrator's. The whole
// /v1/issues prefix is the issues section's (workspace/sections.ts): off in every space of the user, 403.
import { and, exists, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  DepartmentCreate,
  DepartmentRecord,
  DepartmentUpdate,
  ErrorBody,
  Issue,
  IssueAuthorsPage,
  IssueAuthorsQuery,
  IssueComment,
  IssueCommentCreate,
  IssueConflict,
  IssueCreate,
  IssueDetail,
  IssueHistoryPage,
  ISSUE_AUTHORS_PATH,
  ISSUE_DEPARTMENTS_PATH,
  ISSUE_SETTINGS_PATH,
  IssueSettings,
  IssueSettingsList,
  IssueSettingsQuery,
  IssueSettingsUpdate,
  ISSUES_BULK_PATH,
  ISSUES_PATH,
  IssuesBulk,
  IssuesBulkResult,
  IssuesPage,
  IssuesQuery,
  IssueUpdate,
  ObjectParams,
  ROLE_NAMES,
  UserSettings,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { issues, itemAuthors } from '../db/schema.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { chatOfUser } from '../chats/access.ts';
import { itemOfUser, itemScopeOf } from '../items/access.ts';
import { listAuthors } from '../items/authors.ts';
import { ISSUE_WRITE_ROLES, issueOfUser, requireMemberOf, visibleIssues } from '../issues/access.ts';
import {
  createDepartment,
  deleteDepartment,
  departmentRecordsOf,
  requireSpaceAdmin,
  updateDepartment,
} from '../issues/departments.ts';
import { listIssues } from '../issues/list.ts';
import { issuesLinking, loadIssue, loadIssueComments, loadIssueHistory } from '../issues/load.ts';
import { issueSettingsOf, updateIssueSettings } from '../issues/settings.ts';
import { loadIssueAttachments } from '../issues/attachments.ts';
import { bulkIssues, commentIssue, createIssue, updateIssue } from '../issues/writes.ts';
import { WORKSPACE_SETTINGS } from './workspace.ts';

type Deps = { db: Db; now: () => number; publisher: Publisher };

const READ: RoutePolicy = 'authenticated';
const WRITE: RoutePolicy = { role: [...ISSUE_WRITE_ROLES] };
// The other way of a link needs the comment or the chat: the flag its own routes need (spec §1, §6).
const ITEMS_READ: RoutePolicy = { role: ROLE_NAMES, flag: 'items' };
const CHATS_READ: RoutePolicy = { role: ROLE_NAMES, flag: 'messages' };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Empty = z.object({});

export function issuesRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const issue = `/${ISSUES_PATH}/:id`;
  const department = `/${ISSUE_DEPARTMENTS_PATH}/:id`;

  typed.get(
    `/${ISSUES_PATH}`,
    { config: { policy: READ }, schema: { querystring: IssuesQuery, response: { 200: IssuesPage, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      const settings = UserSettings.parse(user.settings);
      return listIssues(db, request.query, await itemScopeOf(db, user.id), settings);
    },
  );

  typed.get(
    `/${ISSUE_AUTHORS_PATH}`,
    { config: { policy: READ }, schema: { querystring: IssueAuthorsQuery, response: { 200: IssueAuthorsPage, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      const scope = await itemScopeOf(db, user.id);
      // The customers issues were made for, among the issues the user sees.
      const madeFor = exists(
        db
          .select({ id: issues.id })
          .from(issues)
          .where(and(eq(issues.authorId, itemAuthors.id), visibleIssues(scope))),
      );
      return listAuthors(db, { ...scope, itemSpaceIds: scope.spaceIds }, request.query, deps.now(), madeFor);
    },
  );

  typed.get(
    `/${ISSUE_SETTINGS_PATH}`,
    {
      config: { policy: READ },
      schema: { querystring: IssueSettingsQuery, response: { 200: IssueSettingsList, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const wanted = request.query.space_id === undefined ? null : Number(request.query.space_id);
      if (wanted !== null) requireMemberOf(user, wanted);
      const spaceIds = wanted === null ? user.memberships.map((m) => m.spaceId) : [wanted];
      return { items: await issueSettingsOf(db, spaceIds), departments: await departmentRecordsOf(db, spaceIds) };
    },
  );

  typed.put(
    `/${ISSUE_SETTINGS_PATH}`,
    {
      config: { policy: WORKSPACE_SETTINGS },
      schema: { body: IssueSettingsUpdate, response: { 200: IssueSettings, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      requireSpaceAdmin(user, request.body.space_id);
      return updateIssueSettings(db, request.body);
    },
  );

  typed.post(
    `/${ISSUE_DEPARTMENTS_PATH}`,
    {
      config: { policy: WORKSPACE_SETTINGS },
      schema: { body: DepartmentCreate, response: { 200: DepartmentRecord, ...errors } },
    },
    async (request) => createDepartment(db, requireAuth(request.auth).user, request.body),
  );

  typed.patch(
    department,
    {
      config: { policy: WORKSPACE_SETTINGS },
      schema: { params: ObjectParams, body: DepartmentUpdate, response: { 200: DepartmentRecord, ...errors } },
    },
    async (request) => updateDepartment(db, requireAuth(request.auth).user, Number(request.params.id), request.body),
  );

  typed.delete(
    department,
    { config: { policy: WORKSPACE_SETTINGS }, schema: { params: ObjectParams, response: { 200: Empty, ...errors } } },
    async (request) => {
      await deleteDepartment(db, requireAuth(request.auth).user, Number(request.params.id));
      return {};
    },
  );

  typed.post(
    `/${ISSUES_BULK_PATH}`,
    { config: { policy: WRITE }, schema: { body: IssuesBulk, response: { 200: IssuesBulkResult, ...errors } } },
    async (request) => bulkIssues(deps, requireAuth(request.auth).user, request.body, languageOfRequest(request)),
  );

  typed.post(
    `/${ISSUES_PATH}`,
    { config: { policy: WRITE }, schema: { body: IssueCreate, response: { 200: Issue, ...errors } } },
    async (request) => createIssue(deps, requireAuth(request.auth).user, request.body),
  );

  typed.get(
    issue,
    { config: { policy: READ }, schema: { params: ObjectParams, response: { 200: IssueDetail, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const row = await issueOfUser(db, user, Number(request.params.id));
      reply.header('cache-control', 'no-store');
      const [detail, comments, history, attachments] = await Promise.all([
        loadIssue(db, row.id),
        loadIssueComments(db, row.id),
        loadIssueHistory(db, row.id),
        loadIssueAttachments(db, row.id),
      ]);
      return { issue: detail!, comments, history, attachments };
    },
  );

  typed.patch(
    issue,
    {
      config: { policy: WRITE },
      schema: { params: ObjectParams, body: IssueUpdate, response: { 200: Issue, 409: IssueConflict, ...errors } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateIssue(deps, user, Number(request.params.id), request.body, languageOfRequest(request));
      if (outcome.kind === 'conflict') return reply.code(409).send(outcome.body);
      return outcome.issue;
    },
  );

  typed.get(
    `${issue}/comments`,
    {
      config: { policy: READ },
      schema: { params: ObjectParams, response: { 200: z.object({ items: z.array(IssueComment) }), ...errors } },
    },
    async (request) => {
      const row = await issueOfUser(db, requireAuth(request.auth).user, Number(request.params.id));
      return { items: await loadIssueComments(db, row.id) };
    },
  );

  typed.post(
    `${issue}/comments`,
    {
      config: { policy: WRITE },
      schema: { params: ObjectParams, body: IssueCommentCreate, response: { 200: IssueComment, ...errors } },
    },
    async (request) => commentIssue(deps, requireAuth(request.auth).user, Number(request.params.id), request.body.text),
  );

  typed.get(
    `${issue}/history`,
    { config: { policy: READ }, schema: { params: ObjectParams, response: { 200: IssueHistoryPage, ...errors } } },
    async (request) => {
      const row = await issueOfUser(db, requireAuth(request.auth).user, Number(request.params.id));
      return { items: await loadIssueHistory(db, row.id) };
    },
  );

  // The other way of the links: the issues a comment or a chat was made into (their pages show them).
  typed.get(
    '/v1/items/:id/issues',
    { config: { policy: ITEMS_READ }, schema: { params: ObjectParams, response: { 200: IssuesPage, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const item = await itemOfUser(db, user, Number(request.params.id));
      const visible = visibleIssues(await itemScopeOf(db, user.id));
      return { items: await issuesLinking(db, { itemId: item.id }, visible), next_cursor: null };
    },
  );

  typed.get(
    '/v1/chats/:id/issues',
    { config: { policy: CHATS_READ }, schema: { params: ObjectParams, response: { 200: IssuesPage, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const chat = await chatOfUser(db, user, Number(request.params.id));
      const visible = visibleIssues(await itemScopeOf(db, user.id));
      return { items: await issuesLinking(db, { chatId: chat.id }, visible), next_cursor: null };
    },
  );
}
