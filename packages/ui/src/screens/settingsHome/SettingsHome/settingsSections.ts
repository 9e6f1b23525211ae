import { passesGate, routeByName, type AccessContext } from '@console/machines/rules/routes';
import { settingsMenu } from '@console/machines/rules/settingsMenu';
import { userMenuLinks } from '@console/machines/rules/userMenu';
import { groupsShowing, type GroupDefinition, type VisibleGroup } from '../../layout/sectionGroups.ts';

// spec §2.4 '' (settings home): the settings sections, grouped: the entries of the settings dropdown, then the
// user dropdown's own pages (personal). Only the layout is decided here. Descriptions are keys under settingsHome:sections.
export const SETTINGS_GROUPS: readonly GroupDefinition[] = [
  {
    id: 'workspace',
    sections: [
      ['accounts-page', 'accounts'],
      ['users-page', 'users'],
      ['users-workinghours-page', 'usersWorkinghours'],
      ['billing-page', 'billing'],
      ['working-hours-page', 'workingHours'],
      ['settings-email-page', 'email'],
      ['errors-page', 'errors'],
      ['subscriptions-page', 'subscriptions'],
      ['integrations-page', 'integrations'],
      ['other-settings-page', 'other'],
    ],
  },
  {
    id: 'content',
    sections: [
      ['tags-page', 'tags'],
      ['labels-page', 'labels'],
      ['templates-page', 'templates'],
      ['macros-page', 'macros'],
      ['emotions-settings-page', 'emotions'],
    ],
  },
  {
    id: 'automation',
    sections: [
      ['rules-page', 'rules'],
      ['bots-page', 'bots'],
      ['ai-page', 'ai'],
      ['logs-random-page', 'random'],
    ],
  },
  {
    id: 'quality',
    sections: [
      ['csi-settings-page', 'csi'],
      ['qa-settings-page', 'qa'],
      ['issues-setting-page', 'issues'],
      ['logs-page', 'logs'],
    ],
  },
  {
    id: 'personal',
    sections: [
      ['profile-page', 'profile'],
      ['user-setting-page', 'config'],
      ['notifications-page', 'notifications'],
      ['referral-page', 'referral'],
    ],
  },
];

// spec §2.5: reached from the settings home only (not the dropdown), under their registry gates.
export const HOME_ONLY_ROUTES = ['integrations-page', 'other-settings-page'] as const;

/**
 * The settings home of this user: exactly what the settings dropdown and the user dropdown offer them (spec §2.5, §6),
 * read from the same rules so the home and the menus cannot disagree, laid out in SETTINGS_GROUPS.
 */
export function settingsHomeGroups(context: AccessContext): VisibleGroup[] {
  const homeOnly = HOME_ONLY_ROUTES.map(routeByName).filter((route) => passesGate(route.gate, context));
  const offered = new Set([...settingsMenu(context), ...userMenuLinks(context), ...homeOnly].map((route) => route.name));
  return groupsShowing(SETTINGS_GROUPS, (name) => offered.has(name));
}
