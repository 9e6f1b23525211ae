import { useTranslation } from 'react-i18next';
import { serverTextOf } from '../../../data/profile.ts';
import { useConfig, useNow, useTeamSchedule } from '../../../data/index.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { ScheduleLinks } from '../ScheduleLinks.tsx';
import { scheduleSpace } from './scheduleSpace.ts';
import { TeamWeekView } from './TeamWeekView.tsx';
import { muted } from './TeamWeekView.css.ts';
import { weekDays } from './weekDays.ts';

// /settings/users/workinghours (spec §2.4): the team's week of the user's workspace (GET v1/workschedule).
export function TeamWeekScreen() {
  const { t } = useTranslation(['workSchedule', 'shell']);
  const config = useConfig();
  const now = useNow();
  const { space, statuses } = scheduleSpace(config.data);
  const team = useTeamSchedule(space?.id ?? null);
  const state = settingsPageState([config, team], (error) => serverTextOf(error) ?? t('workSchedule:loadFailed'));
  const timeZone = team.data?.items[0]?.time_zone ?? space?.time_zone ?? 'UTC';
  return (
    <SettingsPage title={t('shell:titles.usersWorkinghoursPage')} state={state}>
      {team.data ? (
        <>
          <ScheduleLinks current="week" />
          <p className={muted}>{t('workSchedule:timeZone', { zone: space?.time_zone ?? timeZone })}</p>
          <TeamWeekView
            rows={team.data.items}
            statuses={statuses}
            week={weekDays(now, space?.time_zone ?? timeZone)}
            userHref={(userId) => `/settings/users/workinghours/${userId}`}
          />
        </>
      ) : null}
    </SettingsPage>
  );
}
