// settings/workinghours on the server (spec §2.4, §3 user status): business hours and holidays replaced as a whole,
// statuses created, edited, reordered and deleted (a status in use needs a replacement), reaching config's
// user_statuses; another space's ids answer 404.
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BusinessHours,
  BusinessHoursConflict,
  ConfigResponse,
  ErrorBody,
  ManagedStatusesResponse,
  StatusesConflict,
  WorkspaceSettings,
  WorkspaceSettingsConflict,
} from '@console/api/contract';
import { shifts, shiftTemplates, shiftTemplateShifts, users, userStatuses, workingHours } from '../src/db/schema.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createSpace } from './billingSupport.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const publisher = createPublisher();
const published = vi.spyOn(publisher, 'toUser');
const opened = demoApp({ publisher });
const { get, send } = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const admin = DEMO_EMAILS.admin;
const en = { 'accept-language': 'en' };

describe('business hours and holidays', () => {
  it('saves the week and the holidays, and answers them back', async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const week = {
      business_hours: [
        { weekday: 5, opens_at: '10:00', closes_at: '17:00' },
        { weekday: 1, opens_at: '09:00', closes_at: '18:00' },
      ],
      holidays: [{ date: '2027-01-07', name: 'Christmas' }],
    };
    ok(await send(admin, 'PUT', `/v1/spaces/${spaceId}/workinghours`, week), BusinessHours);
    const saved = ok(await get(admin, `/v1/spaces/${spaceId}/workinghours`), BusinessHours);
    expect(saved.business_hours.map((day) => day.weekday)).toEqual([1, 5]);
    expect(saved.holidays).toEqual([{ date: '2027-01-07', name: 'Christmas' }]);
  });

  // Two administrators (docs/error-types.md conflict): a save begun before the other's is refused and writes nothing.
  it('refuses a save whose seen week is no longer current, then takes one made knowing it', async () => {
    const url = `/v1/spaces/${await demoSpaceId(opened.database.db)}/workinghours`;
    const before = ok(await get(admin, url), BusinessHours);
    const first = { business_hours: [{ weekday: 2, opens_at: '10:00', closes_at: '16:00' }], holidays: [] };
    ok(await send(admin, 'PUT', url, { ...first, seen: before }), BusinessHours);
    const late = { business_hours: [], holidays: [{ date: '2027-03-08', name: 'Праздник' }] };
    const refused = await send(admin, 'PUT', url, { ...late, seen: before }, en);
    expect(refused.statusCode).toBe(409);
    const conflict = BusinessHoursConflict.parse(refused.json());
    expect(conflict.error).toContain('another administrator');
    expect(conflict.current.business_hours).toEqual(first.business_hours);
    expect(ok(await get(admin, url), BusinessHours).holidays).toEqual([]);
    const again = ok(await send(admin, 'PUT', url, { ...late, seen: conflict.current }), BusinessHours);
    expect(again.holidays).toEqual(late.holidays);
  });

  it('refuses a day that closes before it opens and a date listed twice', async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const url = `/v1/spaces/${spaceId}/workinghours`;
    const late = await send(admin, 'PUT', url, {
      business_hours: [{ weekday: 2, opens_at: '18:00', closes_at: '09:00' }],
      holidays: [],
    });
    expect(late.statusCode).toBe(400);
    const twice = { date: '2027-05-01', name: '' };
    expect((await send(admin, 'PUT', url, { business_hours: [], holidays: [twice, twice] })).statusCode).toBe(400);
  });
});

describe('user statuses', () => {
  const statusesUrl = async () => `/v1/spaces/${await demoSpaceId(opened.database.db)}/statuses`;
  const list = async () => ok(await get(admin, await statusesUrl(), en), ManagedStatusesResponse).items;

  it('creates a status that reaches config user_statuses, then edits it', async () => {
    const created = ok(
      await send(admin, 'POST', await statusesUrl(), { name: 'Training', color: '#AA00CC', hidden: false, offline: false }, en),
      ManagedStatusesResponse,
    ).items.find((status) => status.name === 'Training');
    expect(created).toMatchObject({ color: '#aa00cc', users_count: 0, shifts_count: 0 });
    const config = ok(await get(admin, '/v1/config', en), ConfigResponse);
    expect(config.user_statuses.find((status) => status.id === created!.id)?.name).toBe('Training');

    const edited = { name: 'Course', color: '#00aa00', hidden: true, offline: false };
    ok(await send(admin, 'PUT', `${await statusesUrl()}/${created!.id}`, edited, en), ManagedStatusesResponse);
    const after = ok(await get(admin, '/v1/config', en), ConfigResponse).user_statuses.find((s) => s.id === created!.id);
    expect(after).toMatchObject({ name: 'Course', color: '#00aa00', hidden: true });
  });

  it('reorders the statuses as given, and refuses an order that misses one', async () => {
    const ids = (await list()).map((status) => status.id).reverse();
    const answered = ok(await send(admin, 'PUT', `${await statusesUrl()}/order`, { ids }), ManagedStatusesResponse);
    expect(answered.items.map((status) => status.id)).toEqual(ids);
    expect((await send(admin, 'PUT', `${await statusesUrl()}/order`, { ids: ids.slice(1) })).statusCode).toBe(400);
  });

  it('refuses deleting a status in use without a replacement, and moves its users and shifts with one', async () => {
    const statuses = await list();
    const inUse =
      statuses.find((status) => status.users_count > 0 && status.shifts_count > 0) ?? statuses.find((s) => s.users_count > 0);
    const replacement = statuses.find((status) => status.id !== inUse!.id && !status.hidden && !status.offline);
    const refused = await send(admin, 'DELETE', `${await statusesUrl()}/${inUse!.id}`, undefined, en);
    expect(refused.statusCode).toBe(409);
    expect(ErrorBody.parse(refused.json()).error_type).toBe('status_in_use');

    const holders = await opened.database.db.select({ id: users.id }).from(users).where(eq(users.status, inUse!.id));
    published.mockClear();
    const done = await send(
      admin,
      'DELETE',
      `${await statusesUrl()}/${inUse!.id}?replacement_id=${replacement!.id}`,
      undefined,
      en,
    );
    const left = ok(done, ManagedStatusesResponse).items;
    expect(left.some((status) => status.id === inUse!.id)).toBe(false);
    expect(left.find((status) => status.id === replacement!.id)?.users_count).toBe(replacement!.users_count + inUse!.users_count);
    // Shifts: the working-hours periods and the weekly grids' (workspace/statuses.ts counts both).
    const periods = await opened.database.db.$count(workingHours, eq(workingHours.statusId, replacement!.id));
    const grids = await opened.database.db.$count(shifts, eq(shifts.statusId, replacement!.id));
    expect(periods + grids).toBe(replacement!.shifts_count + inUse!.shifts_count);
    for (const holder of holders)
      expect(published).toHaveBeenCalledWith(holder.id, { method: 'status', status: replacement!.id });
  });

  it('counts the shift templates using a status, and moves their shifts to the replacement', async () => {
    const db = opened.database.db;
    const url = await statusesUrl();
    const created = ok(
      await send(admin, 'POST', url, { name: 'Night desk', color: '#112233', hidden: false, offline: false }, en),
      ManagedStatusesResponse,
    ).items.find((status) => status.name === 'Night desk')!;
    const [template] = await db
      .insert(shiftTemplates)
      .values({ spaceId: await demoSpaceId(db), name: 'Nights' })
      .returning();
    const shift = { templateId: template!.id, startMinute: 0, endMinute: 480, statusId: created.id };
    await db.insert(shiftTemplateShifts).values([
      { ...shift, weekday: 1 },
      { ...shift, weekday: 2 },
    ]);
    const listed = (await list()).find((status) => status.id === created.id);
    expect(listed).toMatchObject({ users_count: 0, shifts_count: 0, templates_count: 1 });
    // spec §3: a status a template uses is in use: the template's shifts need the status they get instead.
    const refused = await send(admin, 'DELETE', `${url}/${created.id}`, undefined, en);
    expect(refused.statusCode).toBe(409);
    expect(ErrorBody.parse(refused.json()).error_type).toBe('status_in_use');
    const replacement = (await list()).find((status) => status.id !== created.id && !status.hidden && !status.offline)!;
    ok(
      await send(admin, 'DELETE', `${url}/${created.id}?replacement_id=${replacement.id}`, undefined, en),
      ManagedStatusesResponse,
    );
    const kept = await db.select().from(shiftTemplateShifts).where(eq(shiftTemplateShifts.templateId, template!.id));
    expect(kept.map((row) => [row.weekday, row.statusId])).toEqual([
      [1, replacement.id],
      [2, replacement.id],
    ]);
  });

  it('keeps one status a user can choose', async () => {
    const statuses = await list();
    const url = await statusesUrl();
    const choosable = statuses.filter((status) => !status.hidden && !status.offline);
    for (const status of choosable.slice(1)) {
      const replacement = statuses.find((other) => other.id !== status.id)!;
      await send(
        admin,
        'DELETE',
        `${url}/${status.id}?replacement_id=${choosable[0]!.id === status.id ? replacement.id : choosable[0]!.id}`,
      );
    }
    const last = choosable[0]!;
    const hiding = await send(
      admin,
      'PUT',
      `${url}/${last.id}`,
      { name: last.name, color: last.color, hidden: false, offline: true },
      en,
    );
    expect(hiding.statusCode).toBe(409);
    expect(ErrorBody.parse(hiding.json()).error_type).toBe('last_choosable_status');
  });
});

// Two administrators on settings/other (docs/error-types.md conflict): a form begun before the other's save is refused
// with the settings as they are now, and nothing of it is written; a save that knows them goes through.
describe('workspace settings saved by two administrators', () => {
  it('refuses a save whose seen settings are no longer current, then takes one made knowing them', async () => {
    const url = `/v1/spaces/${await demoSpaceId(opened.database.db)}`;
    const before = ok(await get(admin, url), WorkspaceSettings);
    const { id: _id, ...seen } = before;
    const renamed = { ...seen, name: 'Renamed by the first', seen };
    ok(await send(admin, 'PUT', url, renamed), WorkspaceSettings);
    const stale = { ...seen, sections: { ...seen.sections, macros: !seen.sections.macros }, seen };
    const refused = await send(admin, 'PUT', url, stale, en);
    expect(refused.statusCode).toBe(409);
    const conflict = WorkspaceSettingsConflict.parse(refused.json());
    expect(conflict.error).toContain('another administrator');
    expect(conflict.current.name).toBe('Renamed by the first');
    expect(ok(await get(admin, url), WorkspaceSettings).sections.macros).toBe(seen.sections.macros);
    const { id: _same, ...current } = conflict.current;
    const again = ok(await send(admin, 'PUT', url, { ...stale, name: current.name, seen: current }), WorkspaceSettings);
    expect(again.name).toBe('Renamed by the first');
    expect(again.sections.macros).toBe(!seen.sections.macros);
    ok(await send(admin, 'PUT', url, seen), WorkspaceSettings);
  });
});

// Two administrators on the statuses card (docs/error-types.md conflict): an edit or a reorder begun before the other's
// change is refused with the statuses as they are now, nothing of it written; one knowing them, or without seen, passes.
describe('user statuses changed by two administrators', () => {
  it('refuses a stale edit and a stale reorder, then takes them made knowing the change', async () => {
    const url = `/v1/spaces/${await demoSpaceId(opened.database.db)}/statuses`;
    const before = ok(await get(admin, url, en), ManagedStatusesResponse).items;
    const status = before.find((s) => !s.offline && !s.hidden)!;
    const seen = { name: status.name, color: status.color, hidden: status.hidden, offline: status.offline };
    ok(await send(admin, 'PUT', `${url}/${status.id}`, { ...seen, color: 'purple', seen }, en), ManagedStatusesResponse);
    const stale = { ...seen, name: 'Renamed late', seen };
    const refused = await send(admin, 'PUT', `${url}/${status.id}`, stale, en);
    expect(refused.statusCode).toBe(409);
    const conflict = StatusesConflict.parse(refused.json());
    expect(conflict.error).toContain('another administrator');
    const current = conflict.current.items.find((s) => s.id === status.id)!;
    expect(current).toMatchObject({ name: status.name, color: 'purple' });
    const knowing = { name: current.name, color: current.color, hidden: current.hidden, offline: current.offline };
    const edited = ok(await send(admin, 'PUT', `${url}/${status.id}`, { ...stale, seen: knowing }, en), ManagedStatusesResponse);
    expect(edited.items.find((s) => s.id === status.id)).toMatchObject({ name: 'Renamed late', color: status.color });
    ok(await send(admin, 'PUT', `${url}/${status.id}`, seen, en), ManagedStatusesResponse);

    const order = before.map((s) => s.id);
    const swapped = [order[1]!, order[0]!, ...order.slice(2)];
    ok(await send(admin, 'PUT', `${url}/order`, { ids: swapped, seen: order }), ManagedStatusesResponse);
    const late = await send(admin, 'PUT', `${url}/order`, { ids: [...order].reverse(), seen: order }, en);
    expect(late.statusCode).toBe(409);
    expect(StatusesConflict.parse(late.json()).current.items.map((s) => s.id)).toEqual(swapped);
    const again = ok(
      await send(admin, 'PUT', `${url}/order`, { ids: [...order].reverse(), seen: swapped }),
      ManagedStatusesResponse,
    );
    expect(again.items.map((s) => s.id)).toEqual([...order].reverse());
    ok(await send(admin, 'PUT', `${url}/order`, { ids: order }), ManagedStatusesResponse);
  });
});

describe('another workspace', () => {
  it('answers 404 for a space the administrator is not a member of, and for its statuses', async () => {
    const db = opened.database.db;
    const other = await createSpace(db, { name: 'Other workspace', expiresAt: Date.now() + 86_400_000 });
    const [foreign] = await db
      .insert(userStatuses)
      .values({ spaceId: other.id, name: { ru: 'Чужой', en: 'Foreign' }, color: '#000000' })
      .returning();
    expect((await get(admin, `/v1/spaces/${other.id}/workinghours`)).statusCode).toBe(404);
    expect((await get(admin, `/v1/spaces/${other.id}/statuses`)).statusCode).toBe(404);
    const status = { name: 'X', color: '#000000', hidden: false, offline: false };
    const own = `/v1/spaces/${await demoSpaceId(db)}/statuses/${foreign!.id}`;
    expect((await send(admin, 'PUT', own, status)).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', own)).statusCode).toBe(404);
  });
});
