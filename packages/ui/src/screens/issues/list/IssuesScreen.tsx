import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { canWriteIssues, ISSUES_SORTS_QUERY, roleOf, type Issue } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useIssueListActions, useIssuesList } from '../../../data/issues.ts';
import { useIssueSettingsOfEverySpace } from '../../../data/issueSettings.ts';
import {
  activeIssueFilters,
  defaultIssueFilters,
  issueStatusChoices,
  readIssueFilters,
  writeIssueFilters,
  type IssueFilters,
} from '../../../data/issuesQuery.ts';
import { useNow } from '../../../data/now.tsx';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { useUsers } from '../../../data/users.ts';
import { useDates } from '../../../format/dates.tsx';
import { SavedFiltersMenu } from '../../session/SavedFiltersMenu/SavedFiltersMenu.tsx';
import { useListHold } from '../../inbox/useListHold.ts';
import { NewIssueButton } from '../create/NewIssueButton.tsx';
import { IssuesView, type BulkReport } from './IssuesView.tsx';

// /issues (spec §2.2 issues-page; docs/issues.md "Screens: list"). The filters are the URL's query in the API's names;
// what the URL leaves out is the user's settings (spec §3 issues_*) and spec §9's default statuses. Live: another
// user's change reloads the list (issues.changed, data/issues.ts).
export function IssuesScreen() {
  const { t } = useTranslation(['issues', 'shell']);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const user = config.data?.user ?? null;
  const settings = useIssueSettingsOfEverySpace();
  const objects = useObjectsWithTags();
  const users = useUsers();
  const defaults = useMemo(() => defaultIssueFilters(user?.settings ?? null), [user?.settings]);
  const filters = useMemo(() => readIssueFilters(search, defaults), [search, defaults]);
  const canWrite = user !== null && canWriteIssues(roleOf(user));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [atTop, setAtTop] = useState(true);
  const hold = useListHold(atTop, selected.size > 0);
  const list = useIssuesList(filters, { atTop: hold.liveAtTop });
  const actions = useIssueListActions();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BulkReport | null>(null);
  const dates = useDates();
  const now = useNow();
  const statusLabel = (status: string) => t(`issues:status.${status}`, { defaultValue: status });
  const statuses = issueStatusChoices(settings.data?.items ?? []).map((id) => ({ id, label: statusLabel(id) }));
  const departments = (objects.data?.departments ?? []).map(({ id, name }) => ({ id, name }));
  const members = (users.data?.items ?? []).map(({ id, name }) => ({ id, name }));
  const me = user ? { id: user.id, name: user.name } : null;
  const setFilters = (next: IssueFilters) => {
    const query = writeIssueFilters(search, next, defaults);
    setSelected(new Set());
    navigate(query === '' ? path : `${path}?${query}`);
  };
  const shownIds = new Set(list.issues.map((issue) => issue.id));
  const chosen = [...selected].filter((id) => shownIds.has(id));
  const numberOf = (id: number, from: readonly Issue[]) => from.find((issue) => issue.id === id)?.number ?? null;
  // POST v1/issues/bulk: the changed ones said by count, the refused ones one by one with the server's reason.
  const runBulk = async (change: { status: string } | { assignee_id: number | null }) => {
    setBusy(true);
    setReport(null);
    const outcome = await actions.bulk({ ids: chosen, ...change });
    setBusy(false);
    if (outcome.kind === 'error') {
      setReport({ kind: 'error', text: outcome.text ?? t('issues:list.bulk.failedUnknown') });
      return;
    }
    setReport({
      kind: 'done',
      changed: outcome.changed.length,
      failed: outcome.failed.map((one) => ({ ...one, number: numberOf(one.id, list.issues) })),
    });
    setSelected(new Set(outcome.failed.map((one) => one.id)));
    list.refresh();
  };
  const state = list.error
    ? { status: 'error' as const, message: serverTextOf(list.error) ?? t('issues:list.loadFailed'), onRetry: list.retry }
    : list.isLoading || !config.data
      ? ({ status: 'loading' } as const)
      : ({ status: 'ready' } as const);
  const toggle = (id: number) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <IssuesView
      title={t('shell:titles.issuesPage')}
      state={state}
      filters={{
        filters,
        onChange: setFilters,
        statuses,
        members,
        me,
        departments,
        sorts: ISSUES_SORTS_QUERY,
        savedFilters: <SavedFiltersMenu />,
      }}
      list={{
        issues: list.issues,
        context: {
          statusLabel,
          departmentName: (id) => departments.find((d) => d.id === id)?.name ?? null,
          dates,
          nowSeconds: Math.floor(now / 1000),
          selectable: canWrite,
        },
        selected,
        onToggle: toggle,
        hasMore: list.hasMore,
        isLoadingMore: list.isLoadingMore,
        onLoadMore: list.loadMore,
        onAtTopChange: setAtTop,
        changedCount: list.changedCount,
        onShowChanged: list.showChanged,
        holdBindings: hold.bind,
      }}
      selectAll={
        canWrite
          ? {
              checked: list.issues.length > 0 && chosen.length === list.issues.length,
              onChange: (all) => setSelected(new Set(all ? list.issues.map((issue) => issue.id) : [])),
            }
          : null
      }
      bulk={
        canWrite && chosen.length > 0
          ? {
              count: chosen.length,
              statuses,
              members,
              me,
              busy,
              onStatus: (status) => void runBulk({ status }),
              onAssign: (assigneeId) => void runBulk({ assignee_id: assigneeId }),
              onClear: () => setSelected(new Set()),
            }
          : null
      }
      bulkReport={report}
      empty={{
        filtersOn: activeIssueFilters(filters, defaults).map((name) =>
          name === 'search' ? t('issues:list.filters.searchOn', { q: filters.q }) : t(`issues:list.filters.${name}`),
        ),
        onReset: () => navigate(path),
      }}
      newIssue={<NewIssueButton onCreated={() => list.refresh()} />}
    />
  );
}
