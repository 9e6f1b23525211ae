// Sample requests of the working-schedule endpoints for the role × endpoint test (policy.test.ts): each succeeds
// for every role its policy allows; the templates and absences a call changes or deletes are made for that call.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { absences, shiftTemplates, spaces, users } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME, DEMO_USER_BY_ROLE } from '../src/seed.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

const demoSpace = async (db: Db) =>
  (await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME)))[0]!.id;
const userId = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const freshTemplate = async (db: Db) =>
  (
    await db
      .insert(shiftTemplates)
      .values({ spaceId: await demoSpace(db), name: 'Policy' })
      .returning()
  )[0]!.id;

const PATH = '/v1/workschedule';

export const WORK_SCHEDULE_ROLE_SAMPLES: Record<string, RoleSample> = {
  [`GET ${PATH}`]: async (db) => ({ method: 'GET', url: `${PATH}?space_id=${await demoSpace(db)}` }),
  // Every member reads their own schedule (/my).
  [`GET ${PATH}/:user_id`]: async (db, role) => ({
    method: 'GET',
    url: `${PATH}/${await userId(db, DEMO_USER_BY_ROLE[role])}?space_id=${await demoSpace(db)}`,
  }),
  [`PUT ${PATH}/:user_id`]: async (db) => ({
    method: 'PUT',
    url: `${PATH}/${await userId(db, DEMO_EMAILS.analyst)}?space_id=${await demoSpace(db)}`,
    payload: { shifts: [] },
  }),
  [`GET ${PATH}/templates`]: async (db) => ({ method: 'GET', url: `${PATH}/templates?space_id=${await demoSpace(db)}` }),
  [`POST ${PATH}/templates`]: async (db) => ({
    method: 'POST',
    url: `${PATH}/templates`,
    payload: { space_id: await demoSpace(db), name: 'Policy', shifts: [] },
  }),
  [`PUT ${PATH}/templates/:id`]: async (db) => ({
    method: 'PUT',
    url: `${PATH}/templates/${await freshTemplate(db)}`,
    payload: { name: 'Policy', shifts: [] },
  }),
  [`DELETE ${PATH}/templates/:id`]: async (db) => ({ method: 'DELETE', url: `${PATH}/templates/${await freshTemplate(db)}` }),
  [`POST ${PATH}/templates/:id/apply`]: async (db) => ({
    method: 'POST',
    url: `${PATH}/templates/${await freshTemplate(db)}/apply`,
    payload: { user_ids: [await userId(db, DEMO_EMAILS.analyst)] },
  }),
  [`GET ${PATH}/absences`]: async (db) => ({ method: 'GET', url: `${PATH}/absences?space_id=${await demoSpace(db)}` }),
  [`POST ${PATH}/absences`]: async (db) => ({
    method: 'POST',
    url: `${PATH}/absences`,
    payload: {
      space_id: await demoSpace(db),
      user_id: await userId(db, DEMO_EMAILS.analyst),
      kind: 'vacation',
      starts_on: '2026-01-05',
      ends_on: '2026-01-09',
    },
  }),
  [`DELETE ${PATH}/absences/:id`]: async (db) => {
    const spaceId = await demoSpace(db);
    const analyst = await userId(db, DEMO_EMAILS.analyst);
    const [row] = await db
      .insert(absences)
      .values({ spaceId, userId: analyst, kind: 'other', startsOn: '2026-02-02', endsOn: '2026-02-02' })
      .returning({ id: absences.id });
    return { method: 'DELETE', url: `${PATH}/absences/${row!.id}` };
  },
};
