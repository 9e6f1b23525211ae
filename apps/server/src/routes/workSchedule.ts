// Working schedules (spec §2.4 users/workinghours, /templates, /absences, /my, /{id}): the settings role edits
// anyone's weekly grid, templates and absences in their workspaces; every member reads their own schedule. Ids of
// another workspace answer 404 (quality.md). A change moves the user's shift-start job (domain/shiftStart.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Absence,
  ABSENCES_PATH,
  AbsencesResponse,
  ApplyShiftTemplate,
  ErrorBody,
  minutesOf,
  NewAbsence,
  NewShiftTemplate,
  ROLE_NAMES,
  ScheduleRecordParams,
  ScheduleUserParams,
  SHIFT_TEMPLATES_PATH,
  shiftProblems,
  ShiftsUpdate,
  ShiftTemplate,
  ShiftTemplateInput,
  ShiftTemplatesResponse,
  TeamScheduleResponse,
  UserSchedule,
  WORK_SCHEDULE_PATH,
  WorkScheduleQuery,
  type Shift,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { absences, shifts, shiftTemplates, shiftTemplateShifts, spaceMembers, users, userStatuses } from '../db/schema.ts';
import { planShiftStart } from '../domain/shiftStart.ts';
import { scheduleTimeZone } from '../domain/workSchedule.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { hasFlagIn } from '../members/memberAccess.ts';

// The settings flag of spec §3 role flags, whatever the role (docs/ role table).
const SETTINGS: RoutePolicy = { role: ROLE_NAMES, flag: 'settings' };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
type ShiftRow = { weekday: number; startMinute: number; endMinute: number; statusId: number };
const toShift = (row: ShiftRow): Shift => ({
  weekday: row.weekday,
  start: timeOf(row.startMinute),
  end: timeOf(row.endMinute),
  status_id: row.statusId,
});
const byTime = (a: ShiftRow, b: ShiftRow) => a.weekday - b.weekday || a.startMinute - b.startMinute;
const toAbsence = (row: typeof absences.$inferSelect): Absence => ({
  id: row.id,
  user_id: row.userId,
  kind: row.kind,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
});

async function isMember(db: Db, userId: number, spaceId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.userId, userId), eq(spaceMembers.spaceId, spaceId)));
  return row !== undefined;
}

/** 404 unless the caller is a member of the space (an id of another workspace names nothing to them). */
async function requireSpace(db: Db, callerId: number, spaceId: number): Promise<void> {
  if (!(await isMember(db, callerId, spaceId))) throw new ApiFailure(404, 'notFound');
}

/** The shifts as rows, refused with 400 when one ends before it starts, two overlap, or a status is not the space's. */
async function checkedShifts(db: Db, spaceId: number, input: readonly Shift[]): Promise<ShiftRow[]> {
  const problems = [...shiftProblems(input).values()];
  if (problems.includes('endBeforeStart')) throw new ApiFailure(400, 'shiftEndBeforeStart');
  if (problems.includes('overlap')) throw new ApiFailure(400, 'shiftsOverlap');
  const statusIds = [...new Set(input.map((shift) => shift.status_id))];
  if (statusIds.length > 0) {
    const known = await db
      .select({ id: userStatuses.id })
      .from(userStatuses)
      .where(and(eq(userStatuses.spaceId, spaceId), inArray(userStatuses.id, statusIds)));
    if (known.length !== statusIds.length) throw new ApiFailure(400, 'shiftStatusUnknown');
  }
  return input.map((shift) => ({
    weekday: shift.weekday,
    startMinute: minutesOf(shift.start),
    endMinute: minutesOf(shift.end),
    statusId: shift.status_id,
  }));
}

async function userSchedule(db: Db, spaceId: number, user: { id: number; name: string }): Promise<UserSchedule> {
  const mine = (table: typeof shifts | typeof absences) => and(eq(table.userId, user.id), eq(table.spaceId, spaceId));
  const [grid, absent, timeZone] = await Promise.all([
    db.select().from(shifts).where(mine(shifts)),
    db.select().from(absences).where(mine(absences)).orderBy(asc(absences.startsOn), asc(absences.id)),
    scheduleTimeZone(db, user.id, spaceId),
  ]);
  return {
    user_id: user.id,
    name: user.name,
    time_zone: timeZone,
    shifts: grid.sort(byTime).map(toShift),
    absences: absent.map(toAbsence),
  };
}

async function replaceGrid(db: Db, spaceId: number, userIds: readonly number[], rows: readonly ShiftRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(shifts).where(and(eq(shifts.spaceId, spaceId), inArray(shifts.userId, [...userIds])));
    const values = userIds.flatMap((userId) => rows.map((row) => ({ ...row, spaceId, userId })));
    if (values.length > 0) await tx.insert(shifts).values(values);
  });
}

async function templateOf(db: Db, callerId: number, id: number) {
  const [template] = await db
    .select({ template: shiftTemplates })
    .from(shiftTemplates)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, shiftTemplates.spaceId), eq(spaceMembers.userId, callerId)))
    .where(eq(shiftTemplates.id, id));
  if (!template) throw new ApiFailure(404, 'notFound');
  return template.template;
}

async function templateView(db: Db, template: typeof shiftTemplates.$inferSelect): Promise<ShiftTemplate> {
  const rows = await db.select().from(shiftTemplateShifts).where(eq(shiftTemplateShifts.templateId, template.id));
  return { id: template.id, name: template.name, shifts: rows.sort(byTime).map(toShift) };
}

export function workScheduleRoutes(app: FastifyInstance, deps: { db: Db; now: () => number }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const replan = (spaceId: number, userIds: readonly number[]) =>
    Promise.all(userIds.map((userId) => planShiftStart(db, { userId, spaceId }, deps.now())));

  // The team's week: every member of the space with their grid and absences.
  typed.get(
    `/${WORK_SCHEDULE_PATH}`,
    {
      config: { policy: SETTINGS },
      schema: { querystring: WorkScheduleQuery, response: { 200: TeamScheduleResponse, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const spaceId = request.query.space_id;
      await requireSpace(db, user.id, spaceId);
      const members = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .innerJoin(spaceMembers, and(eq(spaceMembers.userId, users.id), eq(spaceMembers.spaceId, spaceId)))
        .orderBy(asc(users.name), asc(users.id));
      return { items: await Promise.all(members.map((member) => userSchedule(db, spaceId, member))) };
    },
  );

  // One user's schedule: their own for anyone (/my), anyone's for the settings role (/{id}).
  typed.get(
    `/${WORK_SCHEDULE_PATH}/:user_id`,
    {
      config: { policy: 'authenticated' },
      schema: { params: ScheduleUserParams, querystring: WorkScheduleQuery, response: { 200: UserSchedule, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const spaceId = request.query.space_id;
      await requireSpace(db, user.id, spaceId);
      const userId = request.params.user_id;
      if (userId !== user.id && !hasFlagIn(user, spaceId, 'settings')) throw new ApiFailure(403, 'forbidden');
      const [target] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .innerJoin(spaceMembers, and(eq(spaceMembers.userId, users.id), eq(spaceMembers.spaceId, spaceId)))
        .where(eq(users.id, userId));
      if (!target) throw new ApiFailure(404, 'notFound');
      return userSchedule(db, spaceId, target);
    },
  );

  typed.put(
    `/${WORK_SCHEDULE_PATH}/:user_id`,
    {
      config: { policy: SETTINGS },
      schema: {
        params: ScheduleUserParams,
        querystring: WorkScheduleQuery,
        body: ShiftsUpdate,
        response: { 200: UserSchedule, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const spaceId = request.query.space_id;
      await requireSpace(db, user.id, spaceId);
      const userId = request.params.user_id;
      const [target] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .innerJoin(spaceMembers, and(eq(spaceMembers.userId, users.id), eq(spaceMembers.spaceId, spaceId)))
        .where(eq(users.id, userId));
      if (!target) throw new ApiFailure(404, 'notFound');
      await replaceGrid(db, spaceId, [userId], await checkedShifts(db, spaceId, request.body.shifts));
      await replan(spaceId, [userId]);
      return userSchedule(db, spaceId, target);
    },
  );

  typed.get(
    `/${SHIFT_TEMPLATES_PATH}`,
    {
      config: { policy: SETTINGS },
      schema: { querystring: WorkScheduleQuery, response: { 200: ShiftTemplatesResponse, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await requireSpace(db, user.id, request.query.space_id);
      const rows = await db
        .select()
        .from(shiftTemplates)
        .where(eq(shiftTemplates.spaceId, request.query.space_id))
        .orderBy(asc(shiftTemplates.name), asc(shiftTemplates.id));
      return { items: await Promise.all(rows.map((row) => templateView(db, row))) };
    },
  );

  typed.post(
    `/${SHIFT_TEMPLATES_PATH}`,
    { config: { policy: SETTINGS }, schema: { body: NewShiftTemplate, response: { 201: ShiftTemplate, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const spaceId = request.body.space_id;
      await requireSpace(db, user.id, spaceId);
      const rows = await checkedShifts(db, spaceId, request.body.shifts);
      const template = await db.transaction(async (tx) => {
        const [created] = await tx.insert(shiftTemplates).values({ spaceId, name: request.body.name }).returning();
        if (rows.length > 0)
          await tx.insert(shiftTemplateShifts).values(rows.map((row) => ({ ...row, templateId: created!.id })));
        return created!;
      });
      return reply.code(201).send(await templateView(db, template));
    },
  );

  typed.put(
    `/${SHIFT_TEMPLATES_PATH}/:id`,
    {
      config: { policy: SETTINGS },
      schema: { params: ScheduleRecordParams, body: ShiftTemplateInput, response: { 200: ShiftTemplate, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const template = await templateOf(db, user.id, request.params.id);
      const rows = await checkedShifts(db, template.spaceId, request.body.shifts);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(shiftTemplates)
          .set({ name: request.body.name })
          .where(eq(shiftTemplates.id, template.id))
          .returning();
        await tx.delete(shiftTemplateShifts).where(eq(shiftTemplateShifts.templateId, template.id));
        if (rows.length > 0) await tx.insert(shiftTemplateShifts).values(rows.map((r) => ({ ...r, templateId: template.id })));
        return row!;
      });
      return templateView(db, updated);
    },
  );

  typed.delete(
    `/${SHIFT_TEMPLATES_PATH}/:id`,
    { config: { policy: SETTINGS }, schema: { params: ScheduleRecordParams } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const template = await templateOf(db, user.id, request.params.id);
      await db.delete(shiftTemplates).where(eq(shiftTemplates.id, template.id));
      return {};
    },
  );

  // Applying replaces each user's grid with the template's shifts (spec §2.4 /templates: "applied to users").
  typed.post(
    `/${SHIFT_TEMPLATES_PATH}/:id/apply`,
    {
      config: { policy: SETTINGS },
      schema: { params: ScheduleRecordParams, body: ApplyShiftTemplate, response: { 200: TeamScheduleResponse, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const template = await templateOf(db, user.id, request.params.id);
      const userIds = [...new Set(request.body.user_ids)];
      const members = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .innerJoin(spaceMembers, and(eq(spaceMembers.userId, users.id), eq(spaceMembers.spaceId, template.spaceId)))
        .where(inArray(users.id, userIds))
        .orderBy(asc(users.name), asc(users.id));
      if (members.length !== userIds.length) throw new ApiFailure(400, 'scheduleUserUnknown');
      const rows = await db.select().from(shiftTemplateShifts).where(eq(shiftTemplateShifts.templateId, template.id));
      await replaceGrid(db, template.spaceId, userIds, rows);
      await replan(template.spaceId, userIds);
      return { items: await Promise.all(members.map((member) => userSchedule(db, template.spaceId, member))) };
    },
  );

  typed.get(
    `/${ABSENCES_PATH}`,
    { config: { policy: SETTINGS }, schema: { querystring: WorkScheduleQuery, response: { 200: AbsencesResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await requireSpace(db, user.id, request.query.space_id);
      const rows = await db
        .select()
        .from(absences)
        .where(eq(absences.spaceId, request.query.space_id))
        .orderBy(asc(absences.startsOn), asc(absences.id));
      return { items: rows.map(toAbsence) };
    },
  );

  typed.post(
    `/${ABSENCES_PATH}`,
    { config: { policy: SETTINGS }, schema: { body: NewAbsence, response: { 201: Absence, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const { space_id: spaceId, user_id: userId, kind, starts_on: startsOn, ends_on: endsOn } = request.body;
      await requireSpace(db, user.id, spaceId);
      if (!(await isMember(db, userId, spaceId))) throw new ApiFailure(400, 'scheduleUserUnknown');
      if (endsOn < startsOn) throw new ApiFailure(400, 'absenceEndBeforeStart');
      const [row] = await db.insert(absences).values({ spaceId, userId, kind, startsOn, endsOn }).returning();
      await replan(spaceId, [userId]);
      return reply.code(201).send(toAbsence(row!));
    },
  );

  typed.delete(
    `/${ABSENCES_PATH}/:id`,
    { config: { policy: SETTINGS }, schema: { params: ScheduleRecordParams } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const [row] = await db
        .select({ absence: absences })
        .from(absences)
        .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, absences.spaceId), eq(spaceMembers.userId, user.id)))
        .where(eq(absences.id, request.params.id));
      if (!row) throw new ApiFailure(404, 'notFound');
      await db.delete(absences).where(eq(absences.id, row.absence.id));
      await replan(row.absence.spaceId, [row.absence.userId]);
      return {};
    },
  );
}
