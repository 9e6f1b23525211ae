import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { StatsReplies } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { useNow } from '../../../data/now.tsx';
import { useStatsReplies } from '../../../data/stats.ts';
import { useUsers } from '../../../data/users.ts';
import { useDates } from '../../../format/dates.tsx';
import { filterSources } from '../../profile/MySettings/formValues.ts';
import { drillHref } from '../drill.ts';
import { StatsFilterBar } from '../StatsFilterBar/StatsFilterBar.tsx';
import type { StatsState } from '../StatsFrame/StatsFrame.tsx';
import { statsSpace } from '../statsSpace.ts';
import {
  defaultStatsLists,
  readStatsFilters,
  statsQueryOf,
  todayIn,
  writeStatsFilters,
  type StatsFilters,
} from '../statsFilters.ts';

/** GET v1/stats/replies as a screen state (the /stats/replies and /stats/time views take it). */
export type RepliesData = StatsState<{ replies: StatsReplies }>;

/** Whose count a link opens: the whole period's, one operator's, or one account's. */
export type RepliesWho = { userId: number } | { objectId: number } | null;

/** An account as a row names it. */
export interface RepliesAccount {
  name: string;
  provider: string;
}

export interface RepliesPage {
  data: RepliesData;
  filterBar: ReactNode;
  /** The comments behind a count (docs/stats.md "Drill-down"), under the screen's filters. */
  drillHref: (event: 'replies' | 'replied', who: RepliesWho) => string;
  operatorName: (id: number) => string;
  /** The account of an id from the objects; null when the user no longer sees it. */
  account: (id: number) => RepliesAccount | null;
}

// spec §2.3 /stats/replies and /stats/time (docs/stats.md "Screens"): the period and filters from the URL, the space,
// the bar and the answer, as /stats/overall reads them.
export function useRepliesPage(): RepliesPage {
  const { t } = useTranslation('stats');
  const [path, navigate] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const objects = useObjectsWithTags();
  const users = useUsers();
  const { timeZone } = useDates();
  const today = todayIn(timeZone, useNow());
  const user = config.data?.user ?? null;
  const space = statsSpace(config.data, search);
  const defaults = useMemo(() => defaultStatsLists(user?.settings ?? null), [user]);
  const filters = useMemo(() => readStatsFilters(search, today, defaults), [search, today, defaults]);
  const answer = useStatsReplies(space ? statsQueryOf(space.id, filters, timeZone) : null);
  const setFilters = (next: StatsFilters) => navigate(`${path}?${writeStatsFilters(search, next)}`);

  const data: RepliesData = answer.data
    ? { status: 'ready', replies: answer.data }
    : answer.error
      ? {
          status: 'error',
          message:
            answer.error.kind === 'http' && answer.error.status === 400
              ? t('replies.invalidPeriod')
              : (serverTextOf(answer.error) ?? t('replies.error')),
          onRetry: () => void answer.mutate(),
          retrying: answer.isValidating,
        }
      : { status: 'loading' };
  const names = new Map((users.data?.items ?? []).map((one) => [one.id, one.name]));
  const accounts = new Map((objects.data?.items ?? []).map((one) => [one.id, one]));
  // The team's figures come only to those with the stats or settings flag: the operator filter with them.
  const operators = answer.data?.operators
    ? (users.data?.items ?? [])
        .filter((one) => space && one.space_ids.includes(space.id))
        .map((one) => ({ id: one.id, label: one.name }))
    : null;
  return {
    data,
    filterBar: (
      <StatsFilterBar
        filters={filters}
        today={today}
        onChange={setFilters}
        sources={objects.data && user ? filterSources(objects.data, user.settings.provider) : null}
        operators={operators}
      />
    ),
    drillHref: (event, who) =>
      drillHref(
        event,
        filters.period,
        who === null
          ? filters.lists
          : 'userId' in who
            ? { ...filters.lists, user_id: [String(who.userId)] }
            : { ...filters.lists, object_id: [String(who.objectId)] },
        timeZone,
      ),
    operatorName: (id) => names.get(id) ?? `#${id}`,
    account: (id) => {
      const one = accounts.get(id);
      return one ? { name: one.name, provider: one.provider } : null;
    },
  };
}
