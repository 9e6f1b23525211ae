import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useConfig } from '../../../data/resources.ts';
import { useUsers } from '../../../data/users.ts';
import { OverallPage } from '../overall/OverallScreen.tsx';

// spec §2.3 /stats/users/{id} and /stats/my (docs/stats.md "Screens"): one operator's overall figures, GET v1/stats/overall
// with `user_id[]` theirs. Another user's figures need the team's flag (the route's gate, the server's 403); one's own
// need none.

const DIGITS = /^[1-9]\d{0,8}$/;

/** stats/users/{id}: an operator's figures, titled with their name once the space's users are known. */
export function UserStatsScreen() {
  const { t: shell } = useTranslation('shell');
  const { t } = useTranslation('stats');
  const { id = '' } = useParams<{ id: string }>();
  const users = useUsers();
  const userId = DIGITS.test(id) ? Number(id) : null;
  const name = users.data?.items.find((one) => one.id === userId)?.name;
  return (
    <OverallPage
      title={name ? t('user.title', { name }) : shell('titles.statsUsersUser')}
      // A malformed id asks for nothing: the page stays as loading would (no figures are anyone's).
      operator={userId ?? undefined}
    />
  );
}

/** stats/my: the caller's own figures (any member). */
export function MyStatsScreen() {
  const { t: shell } = useTranslation('shell');
  const config = useConfig();
  return <OverallPage title={shell('titles.statsMy')} operator={config.data?.user.id} />;
}
