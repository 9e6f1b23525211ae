import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { statusTimeTable } from '@console/api/contract';
import { useConfig } from '../../../data/resources.ts';
import { useStatsStatusTime, type StatusTimeWhose } from '../../../data/stats.ts';
import { OperatorRoute } from '../OperatorRoute.tsx';
import { statsQueryOf, type StatsFilters } from '../statsFilters.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { StatusTimeView, type StatusTimeData, type StatusTimeLayout } from './StatusTimeView.tsx';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** While the period holds today the open stretch grows: the answer is asked again this often (ms). */
const LIVE_REFRESH_MS = 60_000;
/** No list filter applies to statuses but the operators (docs/stats.md "Status time"): the user settings' are not used. */
const EMPTY_LISTS: StatsFilters['lists'] = { object_id: [], company_id: [], provider: [], tag_id: [], user_id: [] };

// spec §2.3 stats/users/statuses, users/{id}/statuses, my/statuses (docs/stats.md "Screens", "Status time"): the period
// from the URL (the other filters do not apply to statuses, so only the operators' `user_id[]` is sent, on the team's
// page); the statuses' names and colours are the workspace's (the config's user_statuses, spec §3).
function StatusTimeScreen({ whose, userId = null }: { whose: 'team' | 'user' | 'my'; userId?: number | null }) {
  const { t } = useTranslation(['stats', 'shell']);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const page = useStatsPage({ users: true, sources: false, settingsDefaults: false });
  const { filters, today, timeZone, space } = page;
  const subject: StatusTimeWhose =
    whose === 'team' ? { kind: 'team' } : whose === 'my' ? { kind: 'my' } : { kind: 'user', userId: userId ?? 0 };
  const asked: StatsFilters = {
    period: filters.period,
    lists: { ...EMPTY_LISTS, user_id: whose === 'team' ? filters.lists.user_id : [] },
  };
  const live = filters.period.from <= today && today <= filters.period.to;
  const time = useStatsStatusTime(
    subject,
    space && (whose !== 'user' || userId !== null) ? statsQueryOf(space.id, asked, timeZone) : null,
    live ? LIVE_REFRESH_MS : 0,
  );
  const userName = page.nameOf;
  const statuses = (config.data?.user_statuses ?? [])
    .filter((status) => space && status.space_id === space.id)
    .map((status) => ({ id: status.id, name: status.name, color: status.color }));
  const statusNames = new Map(statuses.map((status) => [status.id, status.name]));

  const data: StatusTimeData = statsStateOf(
    time,
    // An operator not in the space (or another workspace's): the server's 404.
    { invalidPeriod: t('statuses.invalidPeriod'), error: t('statuses.error'), notFound: t('user.notFound') },
    (answer) => ({
      time: answer,
      // The same columns as the CSV export (contract statusTimeTable).
      perDay: statusTimeTable(
        answer,
        {
          date: t('statuses.table.date'),
          user: t('statuses.table.user'),
          status: t('statuses.table.status'),
          minutes: t('statuses.table.minutes'),
        },
        { user: userName, status: (one) => statusNames.get(one) ?? t('statuses.deletedStatus') },
      ),
    }),
  );

  const params = new URLSearchParams(search);
  const askedDay = params.get('day') ?? '';
  const day =
    ISO_DATE.test(askedDay) && askedDay >= filters.period.from && askedDay <= filters.period.to
      ? askedDay
      : filters.period.to < today
        ? filters.period.to
        : today;
  // The user's page keeps the period (and the space) of the team's page it was opened from.
  const periodQuery = () => {
    const kept = new URLSearchParams({ from: filters.period.from, to: filters.period.to });
    const spaceId = params.get('space_id');
    if (spaceId) kept.set('space_id', spaceId);
    return kept.toString();
  };
  const layout: StatusTimeLayout =
    whose === 'team'
      ? {
          kind: 'team',
          day,
          onDay: (next) => {
            const moved = new URLSearchParams(search);
            moved.set('day', next);
            navigate(`${path}?${moved.toString()}`);
          },
          userHref: (one) => `/stats/users/${one}/statuses?${periodQuery()}`,
        }
      : { kind: 'one' };
  const title =
    whose === 'team'
      ? t('shell:titles.statsUsersStatuses')
      : whose === 'my'
        ? t('shell:titles.statsMyStatuses')
        : userId !== null && page.names.has(userId)
          ? `${t('shell:titles.statsUsersUserStatuses')}: ${userName(userId)}`
          : t('shell:titles.statsUsersUserStatuses');
  return (
    <StatusTimeView
      title={title}
      data={data}
      filterBar={page.filterBar(whose === 'team' ? page.members : null)}
      layout={layout}
      statuses={statuses}
      userName={userName}
    />
  );
}

/** /stats/users/statuses: every operator's (the stats or settings flag). */
export function UsersStatusesScreen() {
  return <StatusTimeScreen whose="team" />;
}

/** /stats/users/{id}/statuses: one operator's. */
export function UserStatusesScreen() {
  return <OperatorRoute>{(userId) => <StatusTimeScreen whose="user" userId={userId} />}</OperatorRoute>;
}

/** /stats/my/statuses: the caller's own (any member). */
export function MyStatusesScreen() {
  return <StatusTimeScreen whose="my" />;
}
