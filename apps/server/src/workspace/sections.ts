// settings/other: an optional section of spec §3 switched off refuses the calls of its routes, as the console hides its
// menu entries. The table of flag, menu entries and routes is in docs/sections.md; this is its routes column.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SectionFlag, SpaceSettings } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMembers, spaces } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';

/** Each section's routes, as path prefixes of the registered routes (a prefix covers the paths under it). */
export const SECTION_ROUTES: Readonly<Record<SectionFlag, readonly string[]>> = {
  user_workinghours: ['/v1/workschedule'],
  issues: ['/v1/issues'],
  analytics: ['/v1/analytics'],
  youscan: ['/v1/monitoring', '/v1/youscan'],
  csi_menu: ['/v1/csi'],
  qa: ['/v1/qa'],
  labels: ['/v1/labels'],
  templates: ['/v1/templates'],
  macros: ['/v1/macros'],
  stats: ['/v1/rules'],
  bots: ['/v1/bots'],
  ai: ['/v1/ai'],
  random: ['/v1/random'],
  audit: ['/v1/logs'],
  subscriptions: ['/v1/subscriptions'],
};

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/** The section a route belongs to, or null. */
export function sectionOfRoute(url: string): SectionFlag | null {
  for (const [flag, prefixes] of Object.entries(SECTION_ROUTES) as [SectionFlag, readonly string[]][]) {
    if (prefixes.some((prefix) => under(url, prefix))) return flag;
  }
  return null;
}

/** spec §3: the issues section is on while it has statuses; the others are booleans. */
export const isSectionOn = (settings: SpaceSettings, flag: SectionFlag): boolean =>
  flag === 'issues' ? settings.issues.statuses.length > 0 : settings[flag];

/** Refuses a section's route unless one of the caller's spaces has it on (the console shows it on the same rule). */
export function enforceSections(app: FastifyInstance, deps: { db: Db }): void {
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.auth) return;
    const flag = sectionOfRoute(request.routeOptions.url ?? '');
    if (!flag) return;
    const rows = await deps.db
      .select({ settings: spaces.settings })
      .from(spaces)
      .where(
        inArray(
          spaces.id,
          deps.db.select({ id: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, request.auth.user.id)),
        ),
      );
    if (!rows.some((row) => isSectionOn(row.settings, flag))) {
      throw new ApiFailure(403, 'sectionOff', { errorType: 'section_off' });
    }
  });
}
