import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useConfig } from '../../../data/resources.ts';
import { useUsers } from '../../../data/users.ts';
import { OperatorRoute } from '../OperatorRoute.tsx';
import { OverallPage } from '../overall/OverallScreen.tsx';
import { statsSpace } from '../statsSpace.ts';

// spec §2.3 /stats/users/{id} and /stats/my (docs/stats.md "Screens"): one operator's overall figures, GET v1/stats/overall
// with `user_id[]` theirs. Another user's figures need the team's flag (the route's gate, the server's 403); one's own
// need none.

/** stats/users/{id}: an operator's figures, titled with their name once the space's users are known. */
export function UserStatsScreen() {
  return <OperatorRoute>{(userId) => <UserStats userId={userId} />}</OperatorRoute>;
}

function UserStats({ userId }: { userId: number }) {
  const { t: shell } = useTranslation('shell');
  const { t } = useTranslation('stats');
  const users = useUsers();
  const config = useConfig();
  const space = statsSpace(config.data, useSearch());
  const user = users.data?.items.find((one) => one.id === userId && space !== null && one.space_ids.includes(space.id));
  // GET v1/stats/users/{id} answers 404 for a user who is not a member of the space: the page says so from that answer,
  // asked at once (the members only name the operator in the title).
  return (
    <OverallPage title={user ? t('user.title', { name: user.name }) : shell('titles.statsUsersUser')} operator={userId} byPath />
  );
}

/** stats/my: the caller's own figures (any member). */
export function MyStatsScreen() {
  const { t: shell } = useTranslation('shell');
  const config = useConfig();
  return <OverallPage title={shell('titles.statsMy')} operator={config.data?.user.id} />;
}
