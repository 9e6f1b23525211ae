import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { ApiError } from '@console/api/client';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { useNow } from '../../../data/now.tsx';
import { useDates } from '../../../format/dates.tsx';
import { filterSources } from '../../profile/MySettings/formValues.ts';
import type { StatsFilterBarProps } from '../StatsFilterBar/StatsFilterBar.tsx';
import { statsSpace } from '../statsSpace.ts';
import { defaultStatsLists, todayIn, type StatsFilters } from '../statsFilters.ts';
import { readNowFilters, writeNowFilters } from './nowFilters.ts';
import type { StatsState } from '../StatsFrame/StatsFrame.tsx';
import type { StatusLook } from './StatusChip.tsx';

/** What the dashboard and live screens share: the space, the filters in the URL, the bar's props, the statuses. */
export function useNowScreen() {
  const { t } = useTranslation('stats');
  const [path, navigate] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const objects = useObjectsWithTags();
  const { timeZone } = useDates();
  const today = todayIn(timeZone, useNow());
  const user = config.data?.user ?? null;
  const space = statsSpace(config.data, search);
  const defaults = useMemo(() => defaultStatsLists(user?.settings ?? null), [user]);
  const filters = useMemo(() => readNowFilters(search, today, defaults), [search, today, defaults]);
  const bar: StatsFilterBarProps = {
    filters,
    today,
    onChange: (next: StatsFilters) => navigate(`${path}?${writeNowFilters(search, next)}`),
    sources: objects.data && user ? filterSources(objects.data, user.settings.provider) : null,
    operators: null,
    now: true,
  };
  const statuses = config.data?.user_statuses ?? [];
  const statusLook = (id: number | null): StatusLook => {
    const status = id === null ? undefined : statuses.find((one) => one.id === id);
    return status ? { name: status.name, color: status.color } : { name: t('dashboard.noStatus'), color: null };
  };
  return { space, filters, timeZone, bar, statusLook };
}

/** An SWR answer as a screen's state (the error said in the server's words, else the screen's). */
export function nowState<T, R>(
  answer: { data?: T; error?: ApiError; isValidating: boolean; mutate: () => unknown },
  ready: (data: T) => R,
  fallback: string,
): StatsState<R> {
  if (answer.data) return { status: 'ready', ...ready(answer.data) };
  if (answer.error)
    return {
      status: 'error',
      message: serverTextOf(answer.error) ?? fallback,
      onRetry: () => void answer.mutate(),
      retrying: answer.isValidating,
    };
  return { status: 'loading' };
}
