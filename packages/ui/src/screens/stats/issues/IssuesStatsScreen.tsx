import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ISSUES_DEFAULT_STATUSES } from '@console/spec';
import { issuesTable } from '@console/api/contract';
import { useSpaceIssueSettings } from '../../../data/issueSettings.ts';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useStatsIssues } from '../../../data/stats.ts';
import { statsQueryOf, type StatsFilters } from '../statsFilters.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { IssuesStatsView, type IssuesStatsData, type OpenIssuesLinks } from './IssuesStatsView.tsx';

// spec §2.3 /stats/issues (docs/stats.md "Screens"): GET v1/stats/issues for the URL's period in the user's zone. Of
// the filters only the operators' applies (the issues assigned to them): issues have no account, network or tag.
export function IssuesStatsScreen() {
  const { t } = useTranslation('stats');
  const page = useStatsPage({ users: true, sources: false });
  const { filters, timeZone, space } = page;
  const objects = useObjectsWithTags();
  const settings = useSpaceIssueSettings(space?.id ?? null);
  const assignees = filters.lists.user_id;
  const query = useMemo(() => {
    if (!space) return null;
    const lists = Object.fromEntries(Object.keys(filters.lists).map((name) => [name, []])) as unknown as StatsFilters['lists'];
    return statsQueryOf(space.id, { ...filters, lists: { ...lists, user_id: assignees } }, timeZone);
  }, [space, filters, assignees, timeZone]);
  const answer = useStatsIssues(query);

  const data: IssuesStatsData = statsStateOf(
    answer,
    { invalidPeriod: t('overall.invalidPeriod'), error: t('overall.error') },
    (issues) => ({
      issues,
      // The same columns as the CSV export (contract issuesTable).
      perDay: issuesTable(issues, {
        date: t('overall.counts.date'),
        created: t('issues.created'),
        closed: t('issues.closed'),
        expired: t('issues.expired'),
      }),
    }),
  );

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
  // Under the Operators filter the figures count those assignees' issues (spec §2.3: a number opens exactly what it
  // counts): the list names one assignee, so one chosen is kept in the links, and with several only the per-assignee
  // rows can be opened.
  const chosen = assignees.length === 0 ? 0 : assignees.length === 1 ? Number(assignees[0]) : null;
  const openHref: OpenIssuesLinks = {
    all: chosen === null ? null : listHref(chosen, 0),
    // 0 in the list's URL is "anyone": nobody's issues and no department's have no link.
    assignee: (id) => (id === 0 ? null : listHref(id, 0)),
    department: (id) => (id === 0 || chosen === null ? null : listHref(chosen, id)),
  };
  const departments = new Map((objects.data?.departments ?? []).map((one) => [one.id, one.name]));
  // The team's figures come only to those with the stats or settings flag: the assignees' filter with them.
  const operators = answer.data?.assignees ? page.members : null;
  return (
    <IssuesStatsView
      data={data}
      filterBar={page.filterBar(operators)}
      openHref={openHref}
      assigneeName={(id) => (id === 0 ? t('issues.nobody') : page.nameOf(id))}
      departmentName={(id) => (id === 0 ? t('issues.noDepartment') : (departments.get(id) ?? `#${id}`))}
    />
  );
}
