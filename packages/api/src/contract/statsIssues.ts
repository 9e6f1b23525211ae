import * as z from 'zod/mini';
import { IsoDate } from './workspaceHours.ts';

// spec §2.3 stats/issues: the statistics of issues (tasks, docs/issues.md), read from the issues' history
// (docs/stats.md "Endpoint: issues"). It takes the StatsQuery of v1/stats/overall; of its filters only `user_id[]`
// applies (the issues assigned to those users): issues have no account, company, network or tag.

export const STATS_ISSUES_PATH = 'v1/stats/issues';

/** One day of the period: issues created, closed (a change to a closing status) and marked expired that day. */
export const StatsIssuesDay = z.object({ date: IsoDate, created: z.int(), closed: z.int(), expired: z.int() });
export type StatsIssuesDay = z.infer<typeof StatsIssuesDay>;

export const StatsIssues = z.object({
  from: IsoDate,
  to: IsoDate,
  time_zone: z.string(),
  totals: z.object({
    /** In the period. */
    created: z.int(),
    closed: z.int(),
    /** Now, whatever the period. */
    open: z.int(),
    expired: z.int(),
    /** The median time from creation to each close of the period, seconds; null without a close. */
    median_close_s: z.nullable(z.number()),
  }),
  /** Every day of the period in order, empty days included. */
  days: z.array(StatsIssuesDay),
  /** Per assignee (the issue's assignee now; 0: nobody); the team's figures: null without the stats or settings flag. */
  assignees: z.nullable(z.array(z.object({ user_id: z.int(), open: z.int(), closed: z.int(), expired: z.int() }))),
  /** Per department (the issue's department now; 0: none). */
  departments: z.array(z.object({ department_id: z.int(), open: z.int(), closed: z.int() })),
});
export type StatsIssues = z.infer<typeof StatsIssues>;

/** Issues: one row per day of the period (the screen's table view and the CSV export). */
export const issuesTable = (answer: StatsIssues, headers: Record<'date' | 'created' | 'closed' | 'expired', string>) => ({
  columns: [headers.date, headers.created, headers.closed, headers.expired],
  rows: answer.days.map((day) => [day.date, day.created, day.closed, day.expired]),
});
