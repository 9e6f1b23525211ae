import { useTranslation } from 'react-i18next';
import { roleOf, STATS_COUNT_COLUMNS, tagsTable, type StatsCounts, type StatsTags } from '@console/api/contract';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useStatsTags } from '../../../data/stats.ts';
import { useManagedTags } from '../../../data/tagSettings.ts';
import { drillHref } from '../drill.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
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
  const page = useStatsPage();
  const { filters, timeZone, space, user } = page;
  const objects = useObjectsWithTags();
  const managesTags = user !== null && user.roles.settings && roleOf(user) === 'administrator';
  const managed = useManagedTags(managesTags && space ? space.id : null);
  const answer = useStatsTags(page.query);

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
  const data: TagsData = statsStateOf(
    answer,
    { invalidPeriod: t('overall.invalidPeriod'), error: t('overall.error') },
    (tags) => {
      // The same rows as the CSV export (contract tagsTable), one per tag in the answer's order.
      const table = tagsTable(tags, headers);
      return {
        columns: table.columns,
        rows: tags.tags.map((tag, index) => ({
          tagId: tag.tag_id,
          color: colors.get(tag.tag_id) ?? null,
          cells: table.rows[index] ?? [],
          receivedHref: drillHref('received', filters.period, { ...filters.lists, tag_id: [String(tag.tag_id)] }, timeZone),
        })),
        trend: trendTable(tags, t('overall.counts.date'), tagName),
      };
    },
  );
  return (
    <TagsView
      data={data}
      // Tags are comments' only and carry no operator's figures here: no operators' picker.
      filterBar={page.filterBar()}
    />
  );
}
