import type { Counts } from '@console/api/contract';
import { passesGate, type AccessContext, type Gate } from './routes/access.ts';
import { routeByName, type RouteEntry } from './routes/registry.ts';

export type MainMenuId = 'statistics' | 'messages' | 'comments' | 'analytics' | 'monitoring' | 'issues' | 'csi' | 'qa';

/** What the user's connected accounts say; null while GET v1/objects has not answered. */
export interface AccountsSummary {
  companies: number;
  objects: number;
}

export interface MainMenuContext extends AccessContext {
  accounts: AccountsSummary | null;
  /** GET v1/counts (or the config's counts); null while unknown. */
  counts: Counts | null;
}

export interface MainMenuEntry {
  id: MainMenuId;
  route: RouteEntry;
  /** spec §2.5: Issues, Monitoring and Comments show a count. */
  count?: number;
  /** spec §2.5: Issues also shows the expired count, in red. */
  expiredCount?: number;
}

interface Definition {
  id: MainMenuId;
  route: string;
  /** Paths (with their subpaths) where the entry is the current one. */
  sections: readonly string[];
  needsAccounts?: boolean;
  /** The entry's own rule where it is stricter than its route's gate. */
  gate?: Gate;
  count?: (counts: Counts) => Pick<MainMenuEntry, 'count' | 'expiredCount'>;
}

// spec §2.5, in the spec's order; each entry is shown when its registry route's gate passes.
const DEFINITIONS: readonly Definition[] = [
  // spec §2.5: Statistics shows when the user has any space (its page '/' also greets users without one).
  { id: 'statistics', route: 'stats-items', sections: ['/stats', '/dashboard', '/live'], gate: { space: true } },
  { id: 'messages', route: 'chats-page', sections: ['/chats'], needsAccounts: true },
  {
    id: 'comments',
    route: 'items-page',
    sections: ['/items'],
    needsAccounts: true,
    count: (c) => ({ count: c.items_count }),
  },
  { id: 'analytics', route: 'analytics-page', sections: ['/analytics'] },
  {
    id: 'monitoring',
    route: 'monitoring-page',
    sections: ['/monitoring', '/youscan'],
    count: (c) => ({ count: c.monitoring_count }),
  },
  {
    id: 'issues',
    route: 'issues-page',
    sections: ['/issues'],
    count: (c) => ({ count: c.issues_count, expiredCount: c.issues_expired_count }),
  },
  { id: 'csi', route: 'csi-page', sections: ['/csi'] },
  { id: 'qa', route: 'qa-page', sections: ['/qa'] },
];

// spec §2.5: "either no companies or at least one account"; unknown (still loading) shows the entry rather than hide it.
const accountsAllow = (accounts: AccountsSummary | null): boolean =>
  accounts === null || accounts.companies === 0 || accounts.objects > 0;

/**
 * The main menu of spec §2.5: Statistics (any space), Private messages (messages role; no companies or an account),
 * Comments (a space and the items role; no companies or an account), Analytics, Monitoring (youscan), Issues, CSI
 * (csi_menu), Quality check (qa) by their space settings, with the counts of Comments, Monitoring and Issues.
 */
export function mainMenu(context: MainMenuContext): MainMenuEntry[] {
  return DEFINITIONS.filter(
    (definition) =>
      passesGate(definition.gate ?? routeByName(definition.route).gate, context) &&
      (!definition.needsAccounts || accountsAllow(context.accounts)),
  ).map((definition) => ({
    id: definition.id,
    route: routeByName(definition.route),
    ...(definition.count && context.counts ? definition.count(context.counts) : {}),
  }));
}

const within = (pathname: string, section: string): boolean => pathname === section || pathname.startsWith(`${section}/`);

/** The entry of the page at `pathname` (aria-current), or null on pages outside the main menu (settings…). */
export function currentMainMenuId(pathname: string): MainMenuId | null {
  if (pathname === '/' || pathname === '') return 'statistics';
  return DEFINITIONS.find((definition) => definition.sections.some((section) => within(pathname, section)))?.id ?? null;
}
