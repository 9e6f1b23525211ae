import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { useConfig, useNow, useTeamSchedule } from '../../../data/index.ts';
import { row } from '../../layout/SettingsPage.css.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { ScheduleLinks } from '../ScheduleLinks.tsx';
import { scheduleSpace } from './scheduleSpace.ts';
import { TeamWeekView } from './TeamWeekView.tsx';
import { muted } from './TeamWeekView.css.ts';
import { weekDays } from './weekDays.ts';

const WEEK_MS = 7 * 86_400_000;

// /settings/users/workinghours (spec §2.4): the team's week of the user's workspace (GET v1/workschedule).
export function TeamWeekScreen() {
  const { t } = useTranslation(['workSchedule', 'shell']);
  const config = useConfig();
  const now = useNow();
  // Weeks from this one: the grid repeats weekly, but absences are dated, so a team plans by looking ahead.
  const [weekOffset, setWeekOffset] = useState(0);
  const { space, statuses } = scheduleSpace(config.data);
  const team = useTeamSchedule(space?.id ?? null);
  const state = settingsPageState([config, team], (error) => serverTextOf(error) ?? t('workSchedule:loadFailed'));
  const timeZone = team.data?.items[0]?.time_zone ?? space?.time_zone ?? 'UTC';
  return (
    <SettingsPage title={t('shell:titles.usersWorkinghoursPage')} state={state} wide>
      {team.data ? (
        <>
          <ScheduleLinks current="week" />
          <p className={muted}>{t('workSchedule:timeZone', { zone: space?.time_zone ?? timeZone })}</p>
          <div className={row} role="group" aria-label={t('workSchedule:weekNavigation')}>
            <Button variant="secondary" onPress={() => setWeekOffset((offset) => offset - 1)}>
              {t('workSchedule:previousWeek')}
            </Button>
            <Button variant="secondary" isDisabled={weekOffset === 0} onPress={() => setWeekOffset(0)}>
              {t('workSchedule:thisWeek')}
            </Button>
            <Button variant="secondary" onPress={() => setWeekOffset((offset) => offset + 1)}>
              {t('workSchedule:nextWeek')}
            </Button>
          </div>
          <TeamWeekView
            rows={team.data.items}
            statuses={statuses}
            week={weekDays(now + weekOffset * WEEK_MS, space?.time_zone ?? timeZone)}
            userHref={(userId) => `/settings/users/workinghours/${userId}`}
          />
        </>
      ) : null}
    </SettingsPage>
  );
}
