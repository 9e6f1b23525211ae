// The workspace's settings (docs/mocks.md): settings/workinghours' business hours, holidays and user statuses (spec
// §2.4, §3). Played last: its status changes (one edited, one deleted with its users moved) reach the config. It reads
// no config itself: a story's shell keeps the world's.
import { SECTION_FLAGS } from '@console/api/contract';
import { read, write, type RecordingScript, type ScriptStep } from './script.ts';

const DEMO_SPACE = 1;
// The demo space's statuses in the test seed: Online, Break, Busy, Offline.
const ONLINE = 1;
const BREAK = 2;
const BUSY = 3;
const OFFLINE = 4;

const both = (url: string): ScriptStep[] => [read('administrator', url), read('administrator', url, 'en')];
const hoursUrl = `/v1/spaces/${DEMO_SPACE}/workinghours`;
const statusesUrl = `/v1/spaces/${DEMO_SPACE}/statuses`;

/** The week a story saves: Monday to Friday 09:00-18:00 and New Year's Day. */
export const RECORDED_WEEK = {
  business_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: '09:00', closes_at: '18:00' })),
  holidays: [{ date: '2027-01-01', name: 'Новый год' }],
};

/** A save from a page opened while the week was still empty: Monday only, refused once the week above is saved. */
const staleWeek = write('administrator', 'PUT', hoursUrl, {
  business_hours: [{ weekday: 1, opens_at: '09:00', closes_at: '18:00' }],
  holidays: [],
  seen: { business_hours: [], holidays: [] },
});

// docs/error-types.md conflict: a page opened before the statuses were changed hides Busy (still red) and moves Break
// down: both refused once the others' edits, reorders and deletion are in.
const staleBusy = (name: string) =>
  write('administrator', 'PUT', `${statusesUrl}/${BUSY}`, {
    name,
    color: 'red',
    hidden: true,
    offline: false,
    seen: { name, color: 'red', hidden: false, offline: false },
  });
const staleOrder = write('administrator', 'PUT', `${statusesUrl}/order`, {
  ids: [ONLINE, BUSY, BREAK, OFFLINE],
  seen: [ONLINE, BREAK, BUSY, OFFLINE],
});

const spaceUrl = `/v1/spaces/${DEMO_SPACE}`;
/** The demo space's settings/other as the test seed has them (every section on, two-factor not required). */
const demoSettings = (sections: Record<string, boolean>) => ({
  name: 'Demo workspace',
  time_zone: 'Europe/Moscow',
  otp_required: false,
  sections,
});
const ALL_ON = Object.fromEntries(SECTION_FLAGS.map((flag) => [flag, true]));

// docs/error-types.md conflict: a form begun while reply templates were off switches macros off after templates came back.
const staleSave = write('administrator', 'PUT', spaceUrl, {
  ...demoSettings({ ...ALL_ON, macros: false }),
  seen: demoSettings({ ...ALL_ON, templates: false }),
});

const emailUrl = `/v1/spaces/${DEMO_SPACE}/email`;
// docs/error-types.md conflict: a page opened while the workspace had no sender saves another after the first was saved.
const staleSender = write('administrator', 'PUT', emailUrl, {
  name: 'Служба поддержки',
  address: 'help@demo.local',
  reply_to: null,
  seen: null,
});

export const WORKSPACE_SETTINGS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'mailSender',
    about:
      'settings/email: no sender yet, then one saved (waiting for the link of the letter sent to its address); a form ' +
      'begun before that (no sender) saving another is refused as changed meanwhile',
    steps: [
      ...both(emailUrl),
      write('administrator', 'PUT', emailUrl, { name: 'Поддержка Demo', address: 'support@demo.local', reply_to: null }),
      ...both(emailUrl),
      staleSender,
      { ...staleSender, language: 'en' },
    ],
  },
  {
    name: 'otherSettings',
    about:
      'settings/other: the workspace name, time zone, two-factor and sections; reply templates switched off, then on; ' +
      'a form begun before that (templates off) switching macros off is refused as changed meanwhile',
    steps: [
      ...both(spaceUrl),
      write('administrator', 'PUT', spaceUrl, demoSettings({ ...ALL_ON, templates: false })),
      ...both(spaceUrl),
      write('administrator', 'PUT', spaceUrl, demoSettings(ALL_ON)),
      // docs/error-types.md conflict: another administrator's page, opened while templates were off, saves later.
      staleSave,
      { ...staleSave, language: 'en' },
    ],
  },
  {
    name: 'workingHoursSettings',
    about:
      'settings/workinghours: business hours and holidays saved, then a save begun before it refused; statuses ' +
      'reordered, created, edited, deleted in use (a shift template uses Busy); an edit and a reorder begun before ' +
      'those refused',
    steps: [
      // A shift template using Busy, so the statuses say how many templates use each (spec §3).
      write('administrator', 'POST', '/v1/workschedule/templates', {
        space_id: DEMO_SPACE,
        name: 'Вечерняя смена',
        shifts: [{ weekday: 1, start: '18:00', end: '22:00', status_id: BUSY }],
      }),
      ...both(hoursUrl),
      ...both(statusesUrl),
      write('administrator', 'PUT', hoursUrl, RECORDED_WEEK),
      ...both(hoursUrl),
      // docs/error-types.md conflict: a page opened before that week was saved opens Monday only, and is refused.
      staleWeek,
      { ...staleWeek, language: 'en' },
      write('administrator', 'PUT', `${statusesUrl}/order`, { ids: [BREAK, ONLINE, BUSY, OFFLINE] }),
      write('administrator', 'PUT', `${statusesUrl}/order`, { ids: [ONLINE, BREAK, BUSY, OFFLINE] }),
      write('administrator', 'POST', statusesUrl, { name: 'Обучение', color: 'blue', hidden: false, offline: false }),
      write('administrator', 'PUT', `${statusesUrl}/${BUSY}`, { name: 'Занят', color: 'orange', hidden: true, offline: false }),
      // The same edit from the English page, which shows the seed's English name.
      {
        ...write('administrator', 'PUT', `${statusesUrl}/${BUSY}`, {
          name: 'Busy',
          color: 'orange',
          hidden: true,
          offline: false,
        }),
        language: 'en',
      },
      // Online is held by users: refused without the status they get instead, then moved to Break.
      write('administrator', 'DELETE', `${statusesUrl}/${ONLINE}`),
      { ...write('administrator', 'DELETE', `${statusesUrl}/${ONLINE}`), language: 'en' },
      write('administrator', 'DELETE', `${statusesUrl}/${ONLINE}?replacement_id=${BREAK}`),
      ...both(statusesUrl),
      staleBusy('Занят'),
      { ...staleBusy('Busy'), language: 'en' },
      staleOrder,
      { ...staleOrder, language: 'en' },
    ],
  },
];
