// Statistics of load (spec §2.3 stats/*): reply times, hours, tags, posts, emotions, issues (docs/stats.md). The same query,
// gates and period check as v1/stats/overall (routes/stats.ts): any member of the space, the team's figures with the
// stats or settings flag, 404 for a space the caller is not a member of.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import {
  STATS_EMOTIONS_PATH,
  STATS_HOURS_PATH,
  STATS_ISSUES_PATH,
  STATS_POSTS_PATH,
  STATS_REPLIES_PATH,
  STATS_TAGS_PATH,
  StatsEmotions,
  StatsHours,
  StatsIssues,
  StatsPosts,
  StatsQuery,
  StatsReplies,
  StatsTags,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { scheduleTimeZone } from '../domain/workSchedule.ts';
import { requireAuth } from '../http/policy.ts';
import type { StatsReach } from '../stats/overall.ts';
import { statsEmotions } from '../stats/emotions.ts';
import { statsHours } from '../stats/hours.ts';
import { statsIssues } from '../stats/issues.ts';
import { statsPosts } from '../stats/posts.ts';
import { statsReplies } from '../stats/replies.ts';
import { statsTags } from '../stats/tags.ts';
import { ANY_MEMBER, checkPeriod, errors, statsReachOf } from './stats.ts';

type Answer = (db: Db, query: StatsQuery, reach: StatsReach, timeZone: string) => Promise<unknown>;

const ENDPOINTS: ReadonlyArray<readonly [string, z.ZodMiniType, Answer]> = [
  [STATS_REPLIES_PATH, StatsReplies, statsReplies],
  [STATS_HOURS_PATH, StatsHours, statsHours],
  [STATS_TAGS_PATH, StatsTags, statsTags],
  [STATS_POSTS_PATH, StatsPosts, statsPosts],
  [STATS_EMOTIONS_PATH, StatsEmotions, statsEmotions],
  // Issues (docs/stats.md "Endpoint: issues"): from the issues' history, not the rollups.
  [STATS_ISSUES_PATH, StatsIssues, statsIssues],
];

export function statsLoadRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, answer, figures] of ENDPOINTS)
    typed.get(
      `/${path}`,
      { config: { policy: ANY_MEMBER }, schema: { querystring: StatsQuery, response: { 200: answer, ...errors } } },
      async (request, reply) => {
        const { user } = requireAuth(request.auth);
        const query = request.query;
        const reach = await statsReachOf(db, user, query);
        checkPeriod(query);
        // docs/stats.md: the user's time zone, else the workspace's.
        const timeZone = query.tz ?? (await scheduleTimeZone(db, user.id, query.space_id));
        reply.header('cache-control', 'no-store');
        return figures(db, query, reach, timeZone);
      },
    );
}
