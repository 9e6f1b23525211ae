import { useTranslation } from 'react-i18next';
import { serverTextOf } from '../../../data/profile.ts';
import { useConfig, useNow, useUserSchedule } from '../../../data/index.ts';
import { Link } from '../../../components/Link/Link.tsx';
import { SettingsPage } from '../../layout/SettingsPage.tsx';
import { scheduleSpace } from './scheduleSpace.ts';
import { TeamWeekView } from './TeamWeekView.tsx';
import { muted } from './TeamWeekView.css.ts';
import { weekDays } from './weekDays.ts';

// One's own week (GET v1/workschedule/{id}), in their time zone when set, else the workspace's; read only.
export function OneUserSchedule({ title, userId, editHref }: { title: string; userId: number | null; editHref?: string }) {
  const { t } = useTranslation('workSchedule');
  const config = useConfig();
  const now = useNow();
  const { space, statuses } = scheduleSpace(config.data);
  const schedule = useUserSchedule(space?.id ?? null, userId);
  const error = config.error ?? schedule.error;
  const state = schedule.data
    ? ({ status: 'ready' } as const)
    : error
      ? {
          status: 'error' as const,
          message: serverTextOf(error) ?? t('loadFailed'),
          onRetry: () => void (config.error ? config.mutate() : schedule.mutate()),
        }
      : ({ status: 'loading' } as const);
  return (
    <SettingsPage title={schedule.data ? `${title}: ${schedule.data.name}` : title} state={state}>
      {schedule.data ? (
        <>
          <p className={muted}>{t('timeZone', { zone: schedule.data.time_zone })}</p>
          {editHref ? <Link href={editHref}>{t('links.editMine')}</Link> : null}
          <TeamWeekView rows={[schedule.data]} statuses={statuses} week={weekDays(now, schedule.data.time_zone)} />
        </>
      ) : null}
    </SettingsPage>
  );
}
