import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../data/index.ts';
import { OneUserSchedule } from './OneUserSchedule.tsx';

// /settings/users/workinghours/my (spec §2.4): one's own week, read only for everyone; the settings role edits its
// own grid where it edits anyone's (/{id}), linked from here (docs/sections.md).
export function MyScheduleScreen() {
  const { t } = useTranslation('shell');
  const config = useConfig();
  const user = config.data?.user;
  return (
    <OneUserSchedule
      title={t('titles.userMyWorkinghours')}
      userId={user?.id ?? null}
      {...(user?.roles.settings ? { editHref: `/settings/users/workinghours/${user.id}` } : {})}
    />
  );
}
