// docs/sections.md: an optional section of spec §3 switched off refuses exactly the routes of its row (403
// section_off), with the flag on they answer; the table there and SECTION_ROUTES name the same routes; settings/other
// saves the name, time zone, two-factor requirement and sections (another space answers 404).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ErrorBody, SECTION_FLAGS, WorkspaceSettings, type SectionFlag } from '@console/api/contract';
import { spaceMembers, spaces, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { SECTION_ROUTES, sectionOfRoute } from '../src/workspace/sections.ts';
import { workspaceSettingsOf } from '../src/workspace/settings.ts';
import { createSpace } from './billingSupport.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { routeSamples, sampleFor } from './policySamples.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const opened = demoApp();
const { call, get, send } = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const admin = DEMO_EMAILS.admin;

/** The demo space's settings with one section switched, through PUT v1/spaces/:id as the administrator. */
async function switchSection(flag: SectionFlag, on: boolean) {
  const db = opened.database.db;
  const spaceId = await demoSpaceId(db);
  const current = ok(await get(admin, `/v1/spaces/${spaceId}`), WorkspaceSettings);
  const { id, ...rest } = current;
  const saved = await send(admin, 'PUT', `/v1/spaces/${id}`, { ...rest, sections: { ...rest.sections, [flag]: on } });
  return ok(saved, WorkspaceSettings);
}

describe('the section table', () => {
  it('docs/sections.md lists exactly the routes of SECTION_ROUTES', () => {
    const doc = readFileSync(new URL('../../../docs/sections.md', import.meta.url), 'utf8');
    const rows = doc.split('\n').filter((line) => /^\| `[a-z_]+`/.test(line));
    const documented = Object.fromEntries(
      rows.map((line) => {
        const cells = line.split('|').map((cell) => cell.trim());
        return [cells[1]!.replaceAll('`', ''), [...cells[3]!.matchAll(/`([^`]+)`/g)].map((match) => match[1])];
      }),
    );
    expect(documented).toEqual(SECTION_ROUTES);
    expect(Object.keys(SECTION_ROUTES).sort()).toEqual([...SECTION_FLAGS].sort());
  });

  it('refuses every registered route of a section while it is off in every space of the user, and answers it when on', async () => {
    const db = opened.database.db;
    // The administrator is a member of the demo space only, so its flags are the ones that count.
    const [adminRow] = await db.select().from(users).where(eq(users.email, admin));
    expect(await db.$count(spaceMembers, eq(spaceMembers.userId, adminRow!.id))).toBe(1);
    const samples = await routeSamples(db, opened.app);
    const walked = opened.app.routePolicies.filter((route) => route.method !== 'HEAD' && sectionOfRoute(route.url) !== null);
    expect(walked.length).toBeGreaterThan(0);
    for (const route of walked) {
      const flag = sectionOfRoute(route.url)!;
      const sample = await sampleFor(samples, db, route.method, route.url, 'administrator');
      expect(sample, `a sample for ${route.method} ${route.url}`).toBeDefined();
      await switchSection(flag, false);
      const refused = await call(admin, sample!);
      expect(refused.statusCode, `${route.method} ${route.url} with ${flag} off`).toBe(403);
      expect(ErrorBody.parse(refused.json()).error_type).toBe('section_off');
      await switchSection(flag, true);
      const answered = await call(admin, sample!);
      expect(answered.statusCode, `${route.method} ${route.url} with ${flag} on: ${answered.body}`).toBeLessThan(300);
    }
  });

  it('refuses no route outside the table', () => {
    const outside = opened.app.routePolicies.filter((route) => sectionOfRoute(route.url) === null).map((route) => route.url);
    expect(outside).toContain('/v1/items');
    expect(sectionOfRoute('/v1/me/workinghours')).toBeNull(); // spec §7: the user's own schedule stays
  });
});

describe('settings/other', () => {
  it('saves the name, time zone, two-factor requirement and sections; issues on gets the default statuses', async () => {
    const db = opened.database.db;
    const spaceId = await demoSpaceId(db);
    const before = ok(await get(admin, `/v1/spaces/${spaceId}`), WorkspaceSettings);
    const update = {
      name: 'Renamed workspace',
      time_zone: 'Asia/Yekaterinburg',
      otp_required: false,
      sections: { ...before.sections, issues: false, qa: false },
    };
    const saved = ok(await send(admin, 'PUT', `/v1/spaces/${spaceId}`, update), WorkspaceSettings);
    expect(saved).toMatchObject({ name: 'Renamed workspace', time_zone: 'Asia/Yekaterinburg' });
    expect(saved.sections).toMatchObject({ issues: false, qa: false });
    const [row] = await db.select().from(spaces).where(eq(spaces.id, spaceId));
    expect(row!.settings.issues.statuses).toEqual([]);
    const back = ok(
      await send(admin, 'PUT', `/v1/spaces/${spaceId}`, { ...before, sections: before.sections }),
      WorkspaceSettings,
    );
    expect(back.sections).toEqual(before.sections);
    const [again] = await db.select().from(spaces).where(eq(spaces.id, spaceId));
    expect(again!.settings.issues.statuses.length).toBeGreaterThan(0);
    expect(workspaceSettingsOf(again!).name).toBe(before.name);
  });

  it('refuses an unknown time zone and an empty name', async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const current = ok(await get(admin, `/v1/spaces/${spaceId}`), WorkspaceSettings);
    const { id, ...rest } = current;
    expect((await send(admin, 'PUT', `/v1/spaces/${id}`, { ...rest, time_zone: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await send(admin, 'PUT', `/v1/spaces/${id}`, { ...rest, name: '  ' })).statusCode).toBe(400);
  });

  it('answers 404 for a space the administrator is not a member of', async () => {
    const db = opened.database.db;
    const other = await createSpace(db, { name: 'Someone else', expiresAt: Date.now() + 86_400_000 });
    expect((await get(admin, `/v1/spaces/${other.id}`)).statusCode).toBe(404);
    const current = ok(await get(admin, `/v1/spaces/${await demoSpaceId(db)}`), WorkspaceSettings);
    const { id: _own, ...rest } = current;
    expect((await send(admin, 'PUT', `/v1/spaces/${other.id}`, rest)).statusCode).toBe(404);
    const [unchanged] = await db
      .select()
      .from(spaces)
      .where(inArray(spaces.id, [other.id]));
    expect(unchanged!.name).toBe('Someone else');
  });
});
