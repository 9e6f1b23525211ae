import { describe, expect, it } from 'vitest';
import { DEMO_COUNTS, DEMO_SPACE, ROLE_FLAGS } from '@console/api/mocks';
import { ROUTES } from '@console/machines/rules/routes';
import { visibleGroups } from '../../layout/sectionGroups.ts';
import { STATS_GROUPS, statsCounts } from './statsSections.ts';

const user = (role: keyof typeof ROLE_FLAGS) => ({ roles: ROLE_FLAGS[role], is_partner: false });
const names = (groups: ReturnType<typeof visibleGroups>) => groups.flatMap((g) => g.sections.map((s) => s.name));
const SPEC_SECTIONS = [
  'overall',
  'replies',
  'reports',
  'hours',
  'posts',
  'tags',
  'emotions',
  'users',
  'users/closed',
  'users/statuses',
  'my/statuses',
  'users/workinghours',
  'my',
  'export',
  'time',
  'userstime',
  'rules',
  'bots',
  'csi',
  'issues',
  'dashboard',
  'live',
];

describe('statistics home sections (spec §2.3)', () => {
  it('links every statistics section without a parameter, once, to its registry path', () => {
    const paths = STATS_GROUPS.flatMap((g) => g.sections.map(([name]) => ROUTES.find((r) => r.name === name)?.path));
    expect([...paths].sort()).toEqual(SPEC_SECTIONS.map((s) => `/stats/${s}`).sort());
  });

  it('shows an administrator every section, grouped', () => {
    const groups = visibleGroups(STATS_GROUPS, { user: user('administrator'), spaces: [DEMO_SPACE] });
    expect(groups.map((g) => g.id)).toEqual(['overview', 'operators', 'content', 'automation', 'quality']);
    expect(names(groups)).toHaveLength(SPEC_SECTIONS.length);
    expect(groups[0]?.sections[0]).toEqual({
      name: 'stats-overall',
      href: '/stats/overall',
      titleKey: 'titles.statsOverall',
      descriptionKey: 'overall',
    });
  });

  it('shows a reader their own statistics but not the team’s', () => {
    const shown = names(visibleGroups(STATS_GROUPS, { user: user('read_only'), spaces: [DEMO_SPACE] }));
    expect(shown).toContain('stats-my');
    expect(shown).toContain('stats-my-statuses');
    expect(shown).not.toContain('stats-users');
    expect(shown).not.toContain('stats-userstime');
    expect(shown.length).toBeLessThan(SPEC_SECTIONS.length);
  });

  it('hides sections whose feature is off in every space', () => {
    const plain = { ...DEMO_SPACE, tariff: { id: 1, name: 'Start' }, settings: { ...DEMO_SPACE.settings, bots: false } };
    const shown = names(visibleGroups(STATS_GROUPS, { user: user('administrator'), spaces: [plain] }));
    expect(shown).not.toContain('stats-bots');
    expect(shown).not.toContain('stats-emotions');
    expect(shown).not.toContain('stats-rules');
  });

  it('shows nothing without a space', () => {
    expect(visibleGroups(STATS_GROUPS, { user: user('administrator'), spaces: [] })).toEqual([]);
  });
});

describe('statistics home counts (spec §2.5)', () => {
  it('counts comments, issues with the expired ones, and monitoring, where the user may open them', () => {
    expect(statsCounts({ user: user('administrator'), spaces: [DEMO_SPACE] }, DEMO_COUNTS)).toEqual([
      { kind: 'items', href: '/items', count: DEMO_COUNTS.items_count },
      { kind: 'issues', href: '/issues', count: DEMO_COUNTS.issues_count, expired: DEMO_COUNTS.issues_expired_count },
      { kind: 'monitoring', href: '/monitoring', count: DEMO_COUNTS.monitoring_count },
    ]);
  });

  it('leaves out what the spaces do not have', () => {
    const noIssues = {
      ...DEMO_SPACE,
      settings: { ...DEMO_SPACE.settings, youscan: false, issues: { assigned_to: null, statuses: [] } },
    };
    expect(statsCounts({ user: user('read_only'), spaces: [noIssues] }, DEMO_COUNTS).map((c) => c.kind)).toEqual(['items']);
  });
});
