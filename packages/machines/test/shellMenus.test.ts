import { describe, expect, it } from 'vitest';
import {
  SPACE_SETTINGS_OFF,
  type Counts,
  type SocialObject,
  type Space,
  type SpaceSettings,
  type UserRoles,
} from '@console/api/contract';
import { accountErrors } from '../src/rules/accountErrors.ts';
import { backTarget, parentPath } from '../src/rules/backTarget.ts';
import { currentMainMenuId, mainMenu, type MainMenuContext } from '../src/rules/mainMenu.ts';
import { SETTINGS_MENU_ROUTES, settingsMenu } from '../src/rules/settingsMenu.ts';
import { faqLink, userMenuLinks } from '../src/rules/userMenu.ts';
import { inject } from 'regexparam';
import { matchRoute, ROUTES, routeByName } from '../src/rules/routes.ts';

const ALL_ON: SpaceSettings = {
  ...SPACE_SETTINGS_OFF,
  user_workinghours: true,
  issues: { assigned_to: null, statuses: ['new'] },
  analytics: true,
  youscan: true,
  csi_menu: true,
  qa: true,
  labels: true,
  templates: true,
  macros: true,
  stats: true,
  bots: true,
  ai: true,
  random: true,
  audit: true,
  subscriptions: true,
};
const space = (settings: Partial<SpaceSettings> = {}, tariffId = 3): Pick<Space, 'settings' | 'tariff'> => ({
  settings: { ...SPACE_SETTINGS_OFF, ...settings },
  tariff: { id: tariffId, name: 'T' },
});
const NONE: UserRoles = { messages: false, items: false, settings: false, templates: false, stats: false };
const ADMIN: UserRoles = { messages: true, items: true, settings: true, templates: true, stats: true };
const READER: UserRoles = { ...NONE, messages: true, items: true };
const COUNTS: Counts = { issues_count: 4, issues_expired_count: 2, monitoring_count: 9, items_count: 12 };

const context = (over: Partial<MainMenuContext> = {}): MainMenuContext => ({
  user: { roles: ADMIN, is_partner: false },
  spaces: [space(ALL_ON)],
  accounts: { companies: 1, objects: 2 },
  counts: COUNTS,
  ...over,
});
const ids = (c: MainMenuContext) => mainMenu(c).map((entry) => entry.id);

describe('main menu (spec §2.5)', () => {
  it('shows every entry, in the spec order, to an administrator of a space with every setting', () => {
    expect(ids(context())).toEqual(['statistics', 'messages', 'comments', 'analytics', 'monitoring', 'issues', 'csi', 'qa']);
    expect(mainMenu(context())[0]?.route.path).toBe('/');
  });

  it('Statistics: the user has any space', () => {
    expect(ids(context({ spaces: [space()] }))).toContain('statistics');
    expect(ids(context({ spaces: [] }))).not.toContain('statistics');
  });

  it('Private messages: the messages role, and either no companies or at least one account', () => {
    expect(ids(context({ user: { roles: { ...ADMIN, messages: false }, is_partner: false } }))).not.toContain('messages');
    expect(ids(context({ accounts: { companies: 0, objects: 0 } }))).toContain('messages');
    expect(ids(context({ accounts: { companies: 2, objects: 0 } }))).not.toContain('messages');
    expect(ids(context({ accounts: { companies: 2, objects: 1 } }))).toContain('messages');
    // No space is needed for messages (unlike comments).
    expect(ids(context({ spaces: [] }))).toContain('messages');
  });

  it('Comments: a space, the items role, and either no companies or at least one account', () => {
    expect(ids(context({ spaces: [] }))).not.toContain('comments');
    expect(ids(context({ user: { roles: { ...ADMIN, items: false }, is_partner: false } }))).not.toContain('comments');
    expect(ids(context({ accounts: { companies: 0, objects: 0 } }))).toContain('comments');
    expect(ids(context({ accounts: { companies: 1, objects: 0 } }))).not.toContain('comments');
  });

  it('shows Messages and Comments while the accounts are still unknown rather than hide them', () => {
    expect(ids(context({ accounts: null }))).toEqual(expect.arrayContaining(['messages', 'comments']));
  });

  it('Analytics, Monitoring, Issues, CSI and Quality check follow their space settings', () => {
    const cases: [string, Partial<SpaceSettings>][] = [
      ['analytics', { analytics: true }],
      ['monitoring', { youscan: true }],
      ['issues', { issues: { assigned_to: null, statuses: ['new'] } }],
      ['csi', { csi_menu: true }],
      ['qa', { qa: true }],
    ];
    for (const [id, setting] of cases) {
      expect(ids(context({ spaces: [space()] })), id).not.toContain(id);
      expect(ids(context({ spaces: [space(setting)] })), id).toContain(id);
      // Any of the user's spaces may have the setting on.
      expect(ids(context({ spaces: [space(), space(setting)] })), id).toContain(id);
    }
  });

  it('a reader sees Statistics, Messages and Comments only in a space without the optional sections', () => {
    expect(ids(context({ user: { roles: READER, is_partner: false }, spaces: [space()] }))).toEqual([
      'statistics',
      'messages',
      'comments',
    ]);
  });

  it('Issues shows its count and the expired count; Monitoring and Comments show counts; others none', () => {
    const entries = Object.fromEntries(mainMenu(context()).map((entry) => [entry.id, entry]));
    expect(entries['issues']).toMatchObject({ count: 4, expiredCount: 2 });
    expect(entries['monitoring']).toMatchObject({ count: 9 });
    expect(entries['monitoring']?.expiredCount).toBeUndefined();
    expect(entries['comments']).toMatchObject({ count: 12 });
    for (const id of ['statistics', 'messages', 'analytics', 'csi', 'qa']) expect(entries[id]?.count, id).toBeUndefined();
    expect(mainMenu(context({ counts: null })).every((entry) => entry.count === undefined)).toBe(true);
  });

  it('knows the current entry of a page', () => {
    expect(currentMainMenuId('/')).toBe('statistics');
    expect(currentMainMenuId('/stats/overall')).toBe('statistics');
    expect(currentMainMenuId('/dashboard')).toBe('statistics');
    expect(currentMainMenuId('/chats/3/messages')).toBe('messages');
    expect(currentMainMenuId('/items/7')).toBe('comments');
    expect(currentMainMenuId('/issues')).toBe('issues');
    expect(currentMainMenuId('/youscan/5')).toBe('monitoring');
    expect(currentMainMenuId('/qa/review')).toBe('qa');
    expect(currentMainMenuId('/csi')).toBe('csi');
    expect(currentMainMenuId('/analytics')).toBe('analytics');
    expect(currentMainMenuId('/settings/tags')).toBeNull();
    expect(currentMainMenuId('/itemsx')).toBeNull();
  });
});

describe('settings dropdown (spec §2.5, §6)', () => {
  const names = (roles: UserRoles, spaces: Pick<Space, 'settings' | 'tariff'>[], is_partner = false) =>
    settingsMenu({ user: { roles, is_partner }, spaces }).map((route) => route.name);

  it('lists the 21 entries of the spec for an administrator of a special-tariff space with every setting', () => {
    expect(names(ADMIN, [space(ALL_ON)])).toEqual([...SETTINGS_MENU_ROUTES]);
    expect(SETTINGS_MENU_ROUTES).toHaveLength(21);
  });

  it('is empty (hidden) without the settings, templates or stats role', () => {
    expect(names(READER, [space(ALL_ON)])).toEqual([]);
    expect(names(NONE, [space(ALL_ON)])).toEqual([]);
  });

  it('auto-rules, CSI, quality check and emotions need a special tariff (not 1, 2 or 10)', () => {
    const special = ['rules-page', 'csi-settings-page', 'qa-settings-page', 'emotions-settings-page'];
    for (const tariff of [1, 2, 10]) {
      const shown = names(ADMIN, [space(ALL_ON, tariff)]);
      for (const name of special) expect(shown, `${name} on tariff ${tariff}`).not.toContain(name);
      expect(shown).toHaveLength(17);
    }
  });

  it('each entry gated by a space setting disappears without it', () => {
    const bySetting: Record<string, Partial<SpaceSettings>> = {
      'users-workinghours-page': { user_workinghours: false },
      'labels-page': { labels: false },
      'templates-page': { templates: false },
      'macros-page': { macros: false },
      'rules-page': { stats: false },
      'bots-page': { bots: false },
      'ai-page': { ai: false },
      'logs-page': { audit: false },
      'logs-random-page': { random: false },
      'subscriptions-page': { subscriptions: false },
      'qa-settings-page': { qa: false },
      'issues-setting-page': { issues: { assigned_to: null, statuses: [] } },
    };
    for (const [name, off] of Object.entries(bySetting)) {
      const shown = names(ADMIN, [space({ ...ALL_ON, ...off })]);
      expect(shown, name).not.toContain(name);
      expect(shown, name).toHaveLength(20);
    }
  });

  it('entries of the settings role alone stay with every setting off', () => {
    expect(names(ADMIN, [space()])).toEqual([
      'accounts-page',
      'users-page',
      'billing-page',
      'tags-page',
      'errors-page',
      'settings-email-page',
      'working-hours-page',
      'csi-settings-page',
      'emotions-settings-page',
    ]);
  });

  it('templates and stats entries use their own roles', () => {
    expect(names({ ...READER, templates: true }, [space(ALL_ON)])).toEqual(['templates-page']);
    expect(names({ ...READER, stats: true }, [space(ALL_ON)])).toEqual(['rules-page', 'logs-page']);
  });

  it('labels each entry with its route title', () => {
    expect(routeByName('users-workinghours-page').titleKey).toBe('titles.usersWorkinghoursPage');
  });
});

describe('user dropdown (spec §2.5, §6)', () => {
  it('links notifications, profile and my settings; the referral programme only for partners', () => {
    const paths = (is_partner: boolean) => userMenuLinks({ user: { roles: READER, is_partner }, spaces: [] }).map((r) => r.path);
    expect(paths(false)).toEqual(['/settings/notifications', '/settings/profile', '/settings/config']);
    expect(paths(true)).toEqual(['/settings/notifications', '/settings/profile', '/settings/config', '/settings/referral']);
  });

  it('opens the FAQ of the interface language', () => {
    const faq = { ru: 'https://x.test/ru', en: 'https://x.test/en' };
    expect(faqLink(faq, 'en')).toBe('https://x.test/en');
    expect(faqLink(faq, 'ru')).toBe('https://x.test/ru');
  });
});

describe('errors dropdown (spec §2.5, §6)', () => {
  const object = (over: Partial<SocialObject>): Pick<SocialObject, 'id' | 'error' | 'roles'> => ({
    id: 1,
    error: null,
    roles: { settings: true },
    ...over,
  });

  it('lists only accounts with an error where the user has the settings role', () => {
    const list = [
      object({ id: 1, error: 'Token expired' }),
      object({ id: 2 }),
      object({ id: 3, error: 'Banned', roles: { settings: false } }),
      object({ id: 4, error: '   ' }),
      object({ id: 5, error: 'Rate limited' }),
    ];
    expect(accountErrors(list).map((o) => o.id)).toEqual([1, 5]);
    expect(accountErrors([])).toEqual([]);
  });
});

describe('back arrow target (spec §2.5)', () => {
  it('goes to the nearest route above the page', () => {
    expect(parentPath('/items/7')).toBe('/items');
    expect(parentPath('/issues/12')).toBe('/issues');
    expect(parentPath('/chats/5/messages')).toBe('/chats');
    expect(parentPath('/author/3')).toBe('/');
    expect(parentPath('/settings/tags')).toBe('/settings');
    expect(parentPath('/settings/tags/3/children')).toBe('/settings/tags/3');
    expect(parentPath('/settings/billing/report/9')).toBe('/settings/billing');
    expect(parentPath('/settings/users/workinghours/my')).toBe('/settings/users/workinghours');
    expect(parentPath('/qa/items/4')).toBe('/qa');
    expect(parentPath('/monitoring/8')).toBe('/monitoring');
  });

  it("keeps the list's query from an open item or chat, and only there", () => {
    expect(backTarget('/items/7', 'status%5B%5D=new&q=x')).toBe('/items?status%5B%5D=new&q=x');
    expect(backTarget('/chats/5/messages', 'tab=unassigned')).toBe('/chats?tab=unassigned');
    expect(backTarget('/items/7', '')).toBe('/items');
    expect(backTarget('/author/3', 'view=messages')).toBe('/');
    expect(backTarget('/settings/tags/3', 'x=1')).toBe('/settings/tags');
  });

  it('every route with a back arrow has a signed-in parent route other than itself', () => {
    expect(parentPath('/settings/labels/new')).toBe('/settings/labels');
    for (const route of ROUTES.filter((r) => r.back)) {
      const path = inject(route.path, { id: '3' } as never);
      const parent = parentPath(path);
      expect(parent, path).not.toBe(path);
      expect(matchRoute(parent)?.route.access, path).toBe('login');
    }
  });
});
