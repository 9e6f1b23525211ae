import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../../server/src/seed.ts';
import { installClocks, moveClocksTo, ownClockServer, serverNow } from './clocks.ts';
import ruWorkSchedule from '../../../locales/ru/workSchedule.json' with { type: 'json' };
import { openSignedIn, signInByApi } from './support.ts';

// Issue "Time": a shift assigned to an operator sets its status at its start (the server's job, then the socket's
// status message, spec §7), shown in the operator's top bar (spec §4 "User status"). Both clocks move together.

type Config = {
  user: { id: number; status: number | null };
  spaces: { id: number; name: string }[];
  user_statuses: { id: number; name: string; space_id: number }[];
};

async function api(request: APIRequestContext, email: string) {
  const token = (JSON.parse(await signInByApi(request, email)) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => (await (await request.get(path, { headers })).json()) as T,
    put: (path: string, data: unknown) => request.put(path, { headers, data }),
  };
}

// The weekday and minute of `instant` on the wall clock of `timeZone`.
function wallClock(instant: number, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  })
    .formatToParts(new Date(instant))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { weekday, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}
// It moves the server's clock: on a server of its own.
ownClockServer(31820);
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

test('a shift assigned to an operator changes their status at its start', async ({ page }) => {
  const admin = await api(page.request, DEMO_EMAILS.admin);
  const operator = await (await api(page.request, DEMO_EMAILS.operator)).get<Config>('/v1/config?ts=1');
  const space = operator.spaces.find((one) => one.name === DEMO_SPACE_NAME)!;
  const busy = operator.user_statuses.find((status) => status.space_id === space.id && status.name === 'Занят')!;
  expect(operator.user.status).not.toBe(busy.id);
  const schedule = `/v1/workschedule/${operator.user.id}?space_id=${space.id}`;
  const { time_zone: timeZone } = await admin.get<{ time_zone: string }>(schedule);

  // Busy from two minutes ahead (whole minutes on the workspace's clock), for ten minutes.
  const now = await serverNow(page);
  const start = Math.ceil(now / 60_000) * 60_000 + 60_000;
  const wall = wallClock(start, timeZone);
  const end = Math.min(wall.minute + 10, 24 * 60);
  const saved = await admin.put(schedule, {
    shifts: [{ weekday: wall.weekday, start: hhmm(wall.minute), end: hhmm(end), status_id: busy.id }],
  });
  expect(saved.status()).toBe(200);

  try {
    await installClocks(page);
    await openSignedIn(page, DEMO_EMAILS.operator);
    await expect(page.getByRole('button', { name: /^Мой статус: / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Мой статус: Занят' })).toHaveCount(0);

    // The server's job runs at the shift's start (and its socket message reaches the console).
    expect(await moveClocksTo(page, start)).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('button', { name: 'Мой статус: Занят' })).toBeVisible();
  } finally {
    // The project's later tests find the operator as the seed left them (no grid, their status back).
    await admin.put(schedule, { shifts: [] });
    await (await api(page.request, DEMO_EMAILS.operator)).put('/v1/me/status', { status: operator.user.status });
  }
});

// spec §2.4 users/workinghours/{id}: an administrator gives the operator a Saturday shift in the grid editor; the
// team's week shows it.
test('an administrator edits an operator’s weekly grid and the team’s week shows it', async ({ page }) => {
  const admin = await api(page.request, DEMO_EMAILS.admin);
  const config = await admin.get<Config>('/v1/config?ts=1');
  const space = config.spaces.find((one) => one.name === DEMO_SPACE_NAME)!;
  const operator = (await (await api(page.request, DEMO_EMAILS.operator)).get<Config>('/v1/config?ts=1')).user.id;
  const texts = ruWorkSchedule;
  try {
    await openSignedIn(page, DEMO_EMAILS.admin, `/settings/users/workinghours/${operator}`);
    await page.getByRole('button', { name: texts.editor.addLabel.replace('{{day}}', 'Суббота') }).click();
    await page.getByRole('button', { name: texts.grid.save }).click();
    await expect(page.getByText(texts.grid.saved)).toBeVisible();

    await page.getByRole('link', { name: texts.links.week }).click();
    const row = page.getByRole('region', { name: texts.weekLabel }).getByRole('row', { name: /Oleg Operator/ });
    await expect(row.getByRole('listitem')).toHaveText([/09:00–18:00/]);
  } finally {
    // The project's later tests find the operator as the seed left them (no grid).
    await admin.put(`/v1/workschedule/${operator}?space_id=${space.id}`, { shifts: [] });
  }
});
