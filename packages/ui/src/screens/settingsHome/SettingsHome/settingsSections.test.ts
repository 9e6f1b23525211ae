import { describe, expect, it } from 'vitest';
import { DEMO_SPACE, ROLE_FLAGS } from '@console/api/mocks';
import { routeByName } from '@console/machines/rules/routes';
import { visibleGroups } from '../../layout/sectionGroups.ts';
import { SETTINGS_GROUPS } from './settingsSections.ts';

const user = (role: keyof typeof ROLE_FLAGS, isPartner = false) => ({ roles: ROLE_FLAGS[role], is_partner: isPartner });
const names = (groups: ReturnType<typeof visibleGroups>) => groups.flatMap((g) => g.sections.map((s) => s.name));

describe('settings home sections (spec §2.4, §2.5, §6)', () => {
  it('links only settings routes of the registry', () => {
    for (const [name] of SETTINGS_GROUPS.flatMap((g) => g.sections)) {
      expect(routeByName(name).path.startsWith('/settings/'), name).toBe(true);
    }
  });

  it('shows an administrator every section but the partners’ referral page', () => {
    const shown = names(visibleGroups(SETTINGS_GROUPS, { user: user('administrator'), spaces: [DEMO_SPACE] }));
    const all = SETTINGS_GROUPS.flatMap((g) => g.sections.map(([name]) => name));
    expect(shown).toEqual(all.filter((name) => name !== 'referral-page'));
  });

  it('shows an operator the reply templates and their personal pages only', () => {
    const groups = visibleGroups(SETTINGS_GROUPS, { user: user('operator'), spaces: [DEMO_SPACE] });
    expect(groups.map((g) => g.id)).toEqual(['content', 'personal']);
    expect(names(groups)).toEqual(['templates-page', 'profile-page', 'user-setting-page', 'notifications-page']);
  });

  it('shows a partner the referral page', () => {
    const shown = names(visibleGroups(SETTINGS_GROUPS, { user: user('read_only', true), spaces: [DEMO_SPACE] }));
    expect(shown).toEqual(['profile-page', 'user-setting-page', 'notifications-page', 'referral-page']);
  });

  it('needs a special tariff for CSI, quality check, emotions and auto-rules', () => {
    const standard = { ...DEMO_SPACE, tariff: { id: 2, name: 'Standard' } };
    const shown = names(visibleGroups(SETTINGS_GROUPS, { user: user('administrator'), spaces: [standard] }));
    for (const name of ['csi-settings-page', 'qa-settings-page', 'emotions-settings-page', 'rules-page'])
      expect(shown, name).not.toContain(name);
    expect(shown).toContain('tags-page');
  });
});
