import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { roleOf, STATS_COUNT_COLUMNS, tagsTable, type StatsCounts, type StatsTags } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { useNow } from '../../../data/now.tsx';
import { useStatsTags } from '../../../data/stats.ts';
import { useManagedTags } from '../../../data/tagSettings.ts';
import { useDates } from '../../../format/dates.tsx';
import { filterSources } from '../../profile/MySettings/formValues.ts';
import { drillHref } from '../drill.ts';
import { StatsFilterBar } from '../StatsFilterBar/StatsFilterBar.tsx';
import { statsSpace } from '../statsSpace.ts';
import {
  defaultStatsLists,
  readStatsFilters,
  statsQueryOf,
  todayIn,
  writeStatsFilters,
  type StatsFilters,
} from '../statsFilters.ts';
import { TagsView, TREND_TAGS, type TagsData } from './TagsView.tsx';

/** The received per day of the most received tags (the answer lists them most received first). */
function trendTable(answer: StatsTags, date: string, tagName: (tagId: number) => string) {
  const top = answer.tags.slice(0, TREND_TAGS);
  return {
    columns: [date, ...top.map((tag) => tagName(tag.tag_id))],
    rows: answer.days.map((day, index) => [day, ...top.map((tag) => tag.trend[index] ?? 0)]),
  };
}

// spec §2.3 /stats/tags (docs/stats.md "Screens"): GET v1/stats/tags for the URL's period and filters in the user's
// zone. The tags' names come with the accounts (v1/objects?tags=true, everyone's); their colours from settings/tags,
// which only an administrator with the settings flag may read (the others see the names without colours).
export function TagsScreen() {
  const { t } = useTranslation('stats');
  const [path, navigate] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const objects = useObjectsWithTags();
  const { timeZone } = useDates();
  const today = todayIn(timeZone, useNow());
  const user = config.data?.user ?? null;
  const space = statsSpace(config.data, search);
  const managesTags = user !== null && user.roles.settings && roleOf(user) === 'administrator';
  const managed = useManagedTags(managesTags && space ? space.id : null);
  const defaults = useMemo(() => defaultStatsLists(user?.settings ?? null), [user]);
  const filters = useMemo(() => readStatsFilters(search, today, defaults), [search, today, defaults]);
  const answer = useStatsTags(space ? statsQueryOf(space.id, filters, timeZone) : null);
  const setFilters = (next: StatsFilters) => navigate(`${path}?${writeStatsFilters(search, next)}`);

  const names = new Map<number, string>((objects.data?.tags ?? []).map((tag) => [tag.id, tag.name]));
  const colors = new Map<number, string>();
  for (const tag of managed.data?.tags ?? []) {
    names.set(tag.id, tag.name);
    colors.set(tag.id, tag.color);
  }
  const tagName = (tagId: number) => names.get(tagId) ?? `#${tagId}`;
  const headers = {
    tag: t('tags.tag'),
    tagName,
    ...(Object.fromEntries(STATS_COUNT_COLUMNS.map((column) => [column, t(`overall.counts.${column}`)])) as Record<
      keyof StatsCounts,
      string
    >),
  };
  const data: TagsData = answer.data
    ? (() => {
        // The same rows as the CSV export (contract tagsTable), one per tag in the answer's order.
        const table = tagsTable(answer.data, headers);
        return {
          status: 'ready',
          columns: table.columns,
          rows: answer.data.tags.map((tag, index) => ({
            tagId: tag.tag_id,
            color: colors.get(tag.tag_id) ?? null,
            cells: table.rows[index] ?? [],
            receivedHref: drillHref('received', filters.period, { ...filters.lists, tag_id: [String(tag.tag_id)] }, timeZone),
          })),
          trend: trendTable(answer.data, t('overall.counts.date'), tagName),
        };
      })()
    : answer.error
      ? {
          status: 'error',
          message:
            answer.error.kind === 'http' && answer.error.status === 400
              ? t('overall.invalidPeriod')
              : (serverTextOf(answer.error) ?? t('overall.error')),
          onRetry: () => void answer.mutate(),
          retrying: answer.isValidating,
        }
      : { status: 'loading' };
  return (
    <TagsView
      data={data}
      filterBar={
        <StatsFilterBar
          filters={filters}
          today={today}
          onChange={setFilters}
          sources={objects.data && user ? filterSources(objects.data, user.settings.provider) : null}
          // Tags are comments' only and carry no operator's figures here: no operators' picker.
          operators={null}
        />
      }
    />
  );
}
