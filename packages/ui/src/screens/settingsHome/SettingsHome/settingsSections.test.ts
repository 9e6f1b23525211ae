import { describe, expect, it } from 'vitest';
import { DEMO_SPACE, ROLE_FLAGS } from '@console/api/mocks';
import { routeByName } from '@console/machines/rules/routes';
import { settingsMenu } from '@console/machines/rules/settingsMenu';
import { userMenuLinks } from '@console/machines/rules/userMenu';
import { HOME_ONLY_ROUTES, SETTINGS_GROUPS, settingsHomeGroups } from './settingsSections.ts';

const user = (role: keyof typeof ROLE_FLAGS, isPartner = false) => ({ roles: ROLE_FLAGS[role], is_partner: isPartner });
const names = (groups: ReturnType<typeof settingsHomeGroups>) => groups.flatMap((g) => g.sections.map((s) => s.name));

describe('settings home sections (spec §2.4, §2.5, §6)', () => {
  it('links only settings routes of the registry', () => {
    for (const [name] of SETTINGS_GROUPS.flatMap((g) => g.sections)) {
      expect(routeByName(name).path.startsWith('/settings/'), name).toBe(true);
    }
  });

  // The home shows what the menus' rules offer, and the pages reached from it only (spec §2.5); an entry missing from
  // the layout would silently vanish.
  it('lays out every entry of the settings dropdown, the user dropdown and the home-only pages, and nothing else', () => {
    const everything = { user: user('administrator', true), spaces: [DEMO_SPACE] };
    const offered = [...settingsMenu(everything), ...userMenuLinks(everything)].map((route) => route.name);
    offered.push(...HOME_ONLY_ROUTES);
    const laidOut = SETTINGS_GROUPS.flatMap((g) => g.sections.map(([name]) => name));
    expect([...laidOut].sort()).toEqual([...offered].sort());
    expect(names(settingsHomeGroups(everything))).toEqual(laidOut);
  });

  it('shows an administrator every section but the partners’ referral page', () => {
    const shown = names(settingsHomeGroups({ user: user('administrator'), spaces: [DEMO_SPACE] }));
    const all = SETTINGS_GROUPS.flatMap((g) => g.sections.map(([name]) => name));
    expect(shown).toEqual(all.filter((name) => name !== 'referral-page'));
  });

  it('shows an operator the reply templates and their personal pages only', () => {
    const groups = settingsHomeGroups({ user: user('operator'), spaces: [DEMO_SPACE] });
    expect(groups.map((g) => g.id)).toEqual(['content', 'personal']);
    expect(names(groups)).toEqual(['templates-page', 'profile-page', 'user-setting-page', 'notifications-page']);
  });

  it('shows a partner the referral page', () => {
    const shown = names(settingsHomeGroups({ user: user('read_only', true), spaces: [DEMO_SPACE] }));
    expect(shown).toEqual(['profile-page', 'user-setting-page', 'notifications-page', 'referral-page']);
  });

  it('needs a special tariff for CSI, quality check, emotions and auto-rules', () => {
    const standard = { ...DEMO_SPACE, tariff: { id: 2, name: 'Standard' } };
    const shown = names(settingsHomeGroups({ user: user('administrator'), spaces: [standard] }));
    for (const name of ['csi-settings-page', 'qa-settings-page', 'emotions-settings-page', 'rules-page'])
      expect(shown, name).not.toContain(name);
    expect(shown).toContain('tags-page');
  });
});
