import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ISSUES_DEFAULT_STATUSES } from '@console/spec';
import { issuesTable } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useSpaceIssueSettings } from '../../../data/issueSettings.ts';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { useNow } from '../../../data/now.tsx';
import { useStatsIssues } from '../../../data/stats.ts';
import { useUsers } from '../../../data/users.ts';
import { useDates } from '../../../format/dates.tsx';
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
import { IssuesStatsView, type IssuesStatsData, type OpenIssuesLinks } from './IssuesStatsView.tsx';

// spec §2.3 /stats/issues (docs/stats.md "Screens"): GET v1/stats/issues for the URL's period in the user's zone. Of
// the filters only the operators' applies (the issues assigned to them): issues have no account, network or tag.
export function IssuesStatsScreen() {
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
  const settings = useSpaceIssueSettings(space?.id ?? null);
  const defaults = useMemo(() => defaultStatsLists(user?.settings ?? null), [user]);
  const filters = useMemo(() => readStatsFilters(search, today, defaults), [search, today, defaults]);
  const assignees = filters.lists.user_id;
  const query = useMemo(() => {
    if (!space) return null;
    const lists = Object.fromEntries(Object.keys(filters.lists).map((name) => [name, []])) as unknown as StatsFilters['lists'];
    return statsQueryOf(space.id, { ...filters, lists: { ...lists, user_id: assignees } }, timeZone);
  }, [space, filters, assignees, timeZone]);
  const answer = useStatsIssues(query);
  const setFilters = (next: StatsFilters) => navigate(`${path}?${writeStatsFilters(search, next)}`);

  const data: IssuesStatsData = answer.data
    ? {
        status: 'ready',
        issues: answer.data,
        // The same columns as the CSV export (contract issuesTable).
        perDay: issuesTable(answer.data, {
          date: t('overall.counts.date'),
          created: t('issues.created'),
          closed: t('issues.closed'),
          expired: t('issues.expired'),
        }),
      }
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

  // The issues list's URL (data/issuesQuery.ts) filters by status, one assignee and departments, never by a period or
  // expiry: only "open now" numbers link, each with every filter named (the user's own list defaults do not apply).
  const closing = settings.data?.closing ?? ['closed'];
  const open = (settings.data?.statuses ?? ISSUES_DEFAULT_STATUSES).filter((status) => !closing.includes(status));
  const listHref = (assignedTo: number, department: number) => {
    const params = new URLSearchParams(open.map((status) => ['status[]', status]));
    params.append('assigned_to', String(assignedTo));
    params.append('department_id[]', String(department));
    return `/issues?${params.toString()}`;
  };
  const openHref: OpenIssuesLinks = {
    all: listHref(0, 0),
    // 0 in the list's URL is "anyone": nobody's issues and no department's have no link.
    assignee: (id) => (id === 0 ? null : listHref(id, 0)),
    department: (id) => (id === 0 ? null : listHref(0, id)),
  };
  const names = new Map((users.data?.items ?? []).map((one) => [one.id, one.name]));
  const departments = new Map((objects.data?.departments ?? []).map((one) => [one.id, one.name]));
  // The team's figures come only to those with the stats or settings flag: the assignees' filter with them.
  const operators = answer.data?.assignees
    ? (users.data?.items ?? [])
        .filter((one) => space && one.space_ids.includes(space.id))
        .map((one) => ({ id: one.id, label: one.name }))
    : null;
  return (
    <IssuesStatsView
      data={data}
      filterBar={<StatsFilterBar filters={filters} today={today} onChange={setFilters} sources={null} operators={operators} />}
      openHref={openHref}
      assigneeName={(id) => (id === 0 ? t('issues.nobody') : (names.get(id) ?? `#${id}`))}
      departmentName={(id) => (id === 0 ? t('issues.noDepartment') : (departments.get(id) ?? `#${id}`))}
    />
  );
}
