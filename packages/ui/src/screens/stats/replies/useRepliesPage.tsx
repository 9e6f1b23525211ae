import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsReplies } from '@console/api/contract';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useStatsReplies } from '../../../data/stats.ts';
import { drillHref } from '../drill.ts';
import type { StatsState } from '../StatsFrame/StatsFrame.tsx';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';

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
  const page = useStatsPage({ users: true });
  const { filters, timeZone } = page;
  const objects = useObjectsWithTags();
  const answer = useStatsReplies(page.query);

  const data: RepliesData = statsStateOf(
    answer,
    { invalidPeriod: t('replies.invalidPeriod'), error: t('replies.error') },
    (replies) => ({ replies }),
  );
  const accounts = new Map((objects.data?.items ?? []).map((one) => [one.id, one]));
  // The team's figures come only to those with the stats or settings flag: the operator filter with them.
  const operators = answer.data?.operators ? page.members : null;
  return {
    data,
    filterBar: page.filterBar(operators),
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
    operatorName: page.nameOf,
    account: (id) => {
      const one = accounts.get(id);
      return one ? { name: one.name, provider: one.provider } : null;
    },
  };
}
