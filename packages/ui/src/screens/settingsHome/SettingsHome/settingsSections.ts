import type { GroupDefinition } from '../../layout/sectionGroups.ts';

// spec §2.4 '' (settings home): the settings sections, grouped; each shows when its route's gate passes, the same
// rule as the settings dropdown (spec §2.5, §6). Descriptions are keys under settingsHome:sections.
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
