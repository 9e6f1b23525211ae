import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inject } from 'regexparam';
import { SPACE_SETTINGS_OFF, type Space, type SpaceSettings } from '@console/api/contract';
import {
  guardPath,
  guardRoute,
  matchRoute,
  NOT_FOUND_ROUTE,
  passesGate,
  ROUTES,
  routeByName,
  type GuardContext,
} from '../src/rules/routes.ts';
import { backTarget } from '../src/rules/backTarget.ts';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const DAY_S = 86_400;

const space = (over: Partial<Space> = {}, settings: Partial<SpaceSettings> = {}): Space => ({
  id: 1,
  name: 'S',
  expires_at: NOW / 1000 + 30 * DAY_S,
  is_trial: false,
  tariff: { id: 3, name: 'Premium' },
  time_zone: 'Europe/Moscow',
  settings: { ...SPACE_SETTINGS_OFF, ...settings },
  ...over,
});
const roles = (over: Partial<GuardContext['user']['roles']> = {}) => ({
  messages: false,
  items: false,
  settings: false,
  templates: false,
  stats: false,
  ...over,
});
const context = (over: Partial<GuardContext> = {}): GuardContext => ({
  user: { roles: roles({ settings: true, items: true, messages: true }), is_partner: false },
  spaces: [space()],
  otpRequired: false,
  now: NOW,
  ...over,
});

describe('route registry (spec §2)', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('matches every path of the registry to its own entry', () => {
    for (const route of ROUTES) {
      const path = inject(route.path, { id: '42', hash: 'abc', provider: 'vk' } as never);
      expect(matchRoute(path)?.route.name, path).toBe(route.name);
    }
  });

  it('has a title in both languages for every route (spec §2.4): a public one in common, every other in shell', () => {
    const titlesOf = (locale: string, namespace: string) =>
      (
        JSON.parse(readFileSync(new URL(`../../../locales/${locale}/${namespace}.json`, import.meta.url), 'utf8')) as {
          titles: Record<string, string>;
        }
      ).titles;
    for (const locale of ['ru', 'en']) {
      for (const route of ROUTES) {
        // /login bundles common; the signed-in frame loads shell (locales/src/titles.ts).
        const titles = titlesOf(locale, route.access === 'public' ? 'common' : 'shell');
        expect(titles[route.titleKey.replace('titles.', '')], `${locale} ${route.titleKey}`).toBeTruthy();
      }
    }
  });

  it('prefers literal segments and returns the parameters', () => {
    expect(matchRoute('/items/authors')?.route.name).toBe('items-authors-page');
    expect(matchRoute('/items/17')).toEqual({ route: routeByName('item-page'), params: { id: '17' } });
    expect(matchRoute('/settings/users/workinghours/my')?.route.name).toBe('user-my-workinghours');
    expect(matchRoute('/settings/accounts/add')?.route.name).toBe('account-add-page');
    expect(matchRoute('/stats/users/closed')?.route.name).toBe('stats-users-closed');
    expect(matchRoute('/stats/users/7')?.params).toEqual({ id: '7' });
    expect(matchRoute('/settings/profile/')?.route.name).toBe('profile-page');
    expect(matchRoute('/no/such/page')).toBeNull();
  });

  it('names the spec route names', () => {
    for (const name of [
      'stats-items',
      'stats-dashboard',
      'chats-page',
      'chat-page',
      'items-page',
      'item-page',
      'issues-page',
      'issue-page',
      'csi-page',
      'qa-page',
      'analytics-page',
      'monitoring-page',
      'monitoring-item-page',
      'youscan-page',
      'youscan-item-page',
      'password-recovery-page',
      'billing-page',
      'account-edit',
    ]) {
      expect(routeByName(name).name).toBe(name);
    }
    expect(matchRoute('/dashboard')?.route.titleKey).toBe('titles.statsDashboard');
  });

  it('puts back arrows on item, issue and author pages, settings subpages and one operator’s statistics only (spec §2.5)', () => {
    for (const route of ROUTES) {
      const expected =
        route.path.startsWith('/settings/') ||
        /^\/(items|issues|author|chats|qa\/(items|chats)|monitoring|youscan|stats\/users)\/:id/.test(route.path);
      expect(Boolean(route.back), route.path).toBe(expected);
    }
  });
});

describe('back target (spec §2.5)', () => {
  it("goes from one operator's statuses to the team's, keeping the period and space", () => {
    expect(backTarget('/stats/users/4/statuses', 'from=2026-11-01&to=2026-11-22&space_id=1&day=2026-11-20')).toBe(
      '/stats/users/statuses?from=2026-11-01&to=2026-11-22&space_id=1',
    );
    expect(backTarget('/stats/users/4/statuses', '')).toBe('/stats/users/statuses');
  });
});

describe('gates (spec §2.5, §6)', () => {
  it('settings entries need the settings role and the space setting', () => {
    const labels = routeByName('labels-page').gate;
    expect(passesGate(labels, context({ spaces: [space({}, { labels: true })] }))).toBe(true);
    expect(passesGate(labels, context({ spaces: [space()] }))).toBe(false);
    expect(
      passesGate(labels, context({ user: { roles: roles(), is_partner: false }, spaces: [space({}, { labels: true })] })),
    ).toBe(false);
  });

  it('special entries also need a tariff other than 1, 2 and 10, in the same space as the setting', () => {
    const rules = routeByName('rules-page').gate;
    const standardWithStats = space({ tariff: { id: 2, name: 'Standard' } }, { stats: true });
    const specialWithout = space({ id: 2, tariff: { id: 3, name: 'Premium' } });
    expect(passesGate(rules, context({ spaces: [standardWithStats, specialWithout] }))).toBe(false);
    expect(passesGate(rules, context({ spaces: [space({}, { stats: true })] }))).toBe(true);
    expect(
      passesGate(routeByName('emotions-settings-page').gate, context({ spaces: [space({ tariff: { id: 10, name: 'Old' } })] })),
    ).toBe(false);
  });

  it('templates and stats entries use their own roles', () => {
    const operator = { roles: roles({ templates: true }), is_partner: false };
    expect(
      passesGate(routeByName('templates-page').gate, context({ user: operator, spaces: [space({}, { templates: true })] })),
    ).toBe(true);
    const analyst = { roles: roles({ stats: true }), is_partner: false };
    expect(passesGate(routeByName('logs-page').gate, context({ user: analyst, spaces: [space({}, { audit: true })] }))).toBe(
      true,
    );
  });

  it('the referral page is for partners only; issues need issue statuses', () => {
    expect(passesGate(routeByName('referral-page').gate, context())).toBe(false);
    expect(passesGate(routeByName('referral-page').gate, context({ user: { roles: roles(), is_partner: true } }))).toBe(true);
    expect(passesGate(routeByName('issues-page').gate, context())).toBe(false);
    const withIssues = space({}, { issues: { assigned_to: null, statuses: ['new'] } });
    expect(passesGate(routeByName('issues-page').gate, context({ spaces: [withIssues] }))).toBe(true);
  });
});

describe('guards (spec §4)', () => {
  const expired = space({ expires_at: NOW / 1000 - 1 });
  const allowedWhenUnpaid = [
    '/settings/billing',
    '/settings/accounts',
    '/settings/accounts/3',
    '/settings/accounts/3/exclude',
    '/settings/users',
    '/settings/users/3',
    '/settings/config',
    '/settings/profile',
    '/settings/notifications',
    '/settings/templates',
    '/callback/facebook',
    '/callback/instagram',
    '/callback/vk',
    '/callback/ok',
    '/callback/youtube',
    '/',
  ];

  it('sends the settings role to billing from every page but the allowed ones when not paid', () => {
    for (const route of ROUTES.filter((r) => r.access === 'login')) {
      const path = inject(route.path, { id: '3' } as never);
      const outcome = guardRoute(
        route,
        context({ spaces: [expired], user: { roles: roles({ settings: true, templates: true }), is_partner: true } }),
      );
      if (allowedWhenUnpaid.includes(path) || route.name === 'billing-report-page')
        expect(outcome.kind, path).not.toBe('redirect');
      else expect(outcome, path).toEqual({ kind: 'redirect', to: '/settings/billing' });
    }
  });

  it('shows the paid-over modal everywhere to users without the settings role', () => {
    const user = { roles: roles({ items: true }), is_partner: false };
    for (const route of ROUTES.filter((r) => r.access === 'login')) {
      expect(guardRoute(route, context({ spaces: [expired], user })).kind).toBe('paidOver');
    }
    expect(guardRoute(routeByName('login-page'), context({ spaces: [expired], user })).kind).toBe('allow');
  });

  it('is paid with no spaces or with one space not expired', () => {
    expect(guardRoute(routeByName('items-page'), context({ spaces: [expired, space({ id: 2 })] })).kind).toBe('allow');
    expect(guardRoute(routeByName('settings-page'), context({ spaces: [] })).kind).toBe('allow');
  });

  it('sends everyone to the profile while two-factor is required, except on profile and billing', () => {
    for (const route of ROUTES.filter((r) => r.access === 'login')) {
      const outcome = guardRoute(route, context({ otpRequired: true, spaces: [expired] }));
      if (['profile-page', 'billing-page', 'billing-report-page'].includes(route.name)) expect(outcome.kind).not.toBe('redirect');
      else expect(outcome).toEqual({ kind: 'redirect', to: '/settings/profile' });
    }
  });

  it('answers no access where the gate does not let the user in', () => {
    const reader = { roles: roles({ items: true, messages: true }), is_partner: false };
    expect(guardRoute(routeByName('users-page'), context({ user: reader })).kind).toBe('noAccess');
    expect(guardRoute(routeByName('items-page'), context({ user: reader })).kind).toBe('allow');
  });
});

describe('statistics gates (spec §1, §2.5)', () => {
  const reader = { roles: roles({ items: true, messages: true }), is_partner: false };
  const analyst = { roles: roles({ items: true, messages: true, stats: true }), is_partner: false };
  const allOn = space(
    {},
    {
      user_workinghours: true,
      stats: true,
      bots: true,
      csi_menu: true,
      issues: { assigned_to: null, statuses: ['new'] },
    },
  );
  const opens = (name: string, over: Partial<GuardContext>) => guardRoute(routeByName(name), context(over)).kind === 'allow';

  it('the root opens for everyone signed in, even without spaces (its empty state explains why)', () => {
    expect(routeByName('stats-items').gate).toBeUndefined();
    expect(guardRoute(routeByName('stats-items'), context({ spaces: [], user: reader })).kind).toBe('allow');
  });

  it('every section needs a space; own statistics need nothing more', () => {
    for (const name of ['stats-overall', 'stats-my', 'stats-my-statuses', 'stats-dashboard', 'stats-live-section']) {
      expect(opens(name, { user: reader, spaces: [allOn] }), name).toBe(true);
      expect(opens(name, { user: reader, spaces: [] }), name).toBe(false);
    }
  });

  it('statistics of the whole team need the stats role (the analyst) or the settings role', () => {
    for (const name of ['stats-users', 'stats-users-closed', 'stats-users-statuses', 'stats-userstime', 'stats-users-user']) {
      expect(opens(name, { user: reader, spaces: [allOn] }), name).toBe(false);
      expect(opens(name, { user: analyst, spaces: [allOn] }), name).toBe(true);
      expect(opens(name, { spaces: [allOn] }), name).toBe(true);
    }
  });

  it('a section about a feature needs what the feature needs', () => {
    const plain = space({ tariff: { id: 1, name: 'Start' } });
    for (const name of ['stats-users-workinghours', 'stats-rules', 'stats-bots', 'stats-csi', 'stats-issues', 'stats-emotions']) {
      expect(opens(name, { user: analyst, spaces: [allOn] }), name).toBe(true);
      expect(opens(name, { user: analyst, spaces: [plain] }), name).toBe(false);
    }
  });
});

describe('unknown paths (spec §2.1)', () => {
  const expired = space({ expires_at: NOW / 1000 - 1 });

  it('are a signed-in page without a gate', () => {
    expect(NOT_FOUND_ROUTE).toMatchObject({ access: 'login', titleKey: 'titles.notFound' });
    expect(guardPath('/no/such/page', context())).toEqual({ kind: 'allow' });
  });

  it('are guarded like any other page (spec §4)', () => {
    expect(guardPath('/no/such/page', context({ otpRequired: true }))).toEqual({ kind: 'redirect', to: '/settings/profile' });
    expect(guardPath('/no/such/page', context({ spaces: [expired] }))).toEqual({ kind: 'redirect', to: '/settings/billing' });
    const operator = { roles: roles({ templates: true }), is_partner: false };
    expect(guardPath('/no/such/page', context({ spaces: [expired], user: operator }))).toEqual({ kind: 'paidOver' });
  });

  it('a known path is guarded by its own route', () => {
    expect(guardPath('/settings/billing/', context({ spaces: [expired] }))).toEqual({ kind: 'allow' });
    expect(guardPath('/items', context({ spaces: [expired] }))).toEqual({ kind: 'redirect', to: '/settings/billing' });
  });
});
