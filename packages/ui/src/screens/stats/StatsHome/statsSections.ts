import type { Counts } from '@console/api/contract';
import { passesGate, routeByName, type AccessContext } from '@console/machines/rules/routes';
import type { GroupDefinition } from '../../layout/sectionGroups.ts';

// The statistics list (spec §2.3 '' stats-items): every statistics section of the registry, grouped; the
// descriptions are keys under statsHome:sections.
export const STATS_GROUPS: readonly GroupDefinition[] = [
  {
    id: 'overview',
    sections: [
      ['stats-overall', 'overall'],
      ['stats-dashboard-section', 'dashboard'],
      ['stats-live-section', 'live'],
      ['stats-replies', 'replies'],
      ['stats-time', 'time'],
      ['stats-hours', 'hours'],
      ['stats-reports', 'reports'],
      ['stats-export', 'export'],
    ],
  },
  {
    id: 'operators',
    sections: [
      ['stats-my', 'my'],
      ['stats-my-statuses', 'myStatuses'],
      ['stats-users', 'users'],
      ['stats-users-closed', 'usersClosed'],
      ['stats-users-statuses', 'usersStatuses'],
      ['stats-users-workinghours', 'usersWorkinghours'],
      ['stats-userstime', 'userstime'],
    ],
  },
  {
    id: 'content',
    sections: [
      ['stats-posts', 'posts'],
      ['stats-tags', 'tags'],
      ['stats-emotions', 'emotions'],
    ],
  },
  {
    id: 'automation',
    sections: [
      ['stats-rules', 'rules'],
      ['stats-bots', 'bots'],
    ],
  },
  {
    id: 'quality',
    sections: [
      ['stats-csi', 'csi'],
      ['stats-issues', 'issues'],
    ],
  },
];

export type StatsCountKind = 'items' | 'issues' | 'monitoring';

export interface StatsCount {
  kind: StatsCountKind;
  href: string;
  count: number;
  /** Issues only: how many are overdue (shown in red, spec §2.5). */
  expired?: number;
}

// spec §2.5: Comments, Issues (plus the expired count) and Monitoring show counts, each where its menu entry would.
const COUNTED: readonly (readonly [StatsCountKind, routeName: string])[] = [
  ['items', 'items-page'],
  ['issues', 'issues-page'],
  ['monitoring', 'monitoring-page'],
];

/** The counts of the statistics home: the user's counts (GET v1/counts, else the config's) for the sections they may open. */
export function statsCounts(context: AccessContext, counts: Counts): StatsCount[] {
  return COUNTED.flatMap(([kind, name]): StatsCount[] => {
    const route = routeByName(name);
    if (!passesGate(route.gate, context)) return [];
    if (kind === 'items') return [{ kind, href: route.path, count: counts.items_count }];
    if (kind === 'monitoring') return [{ kind, href: route.path, count: counts.monitoring_count }];
    return [{ kind, href: route.path, count: counts.issues_count, expired: counts.issues_expired_count }];
  });
}
