import { useTranslation } from 'react-i18next';
import { ABSENCE_KINDS } from '@console/api/contract';
import { serverTextOf } from '../../../data/profile.ts';
import { useAbsences, useConfig, useNow, useTeamSchedule, useWorkScheduleActions } from '../../../data/index.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { useSaveState } from '../../profile/Profile/useSaveState.ts';
import { todayIn } from '../Editor/dates.ts';
import { ScheduleLinks } from '../ScheduleLinks.tsx';
import { scheduleSpace } from '../TeamWeek/scheduleSpace.ts';
import { AbsencesView } from './AbsencesView.tsx';

// /settings/users/workinghours/absences (spec §2.4): the team's absences; the members' names come with the team's
// week (GET v1/workschedule).
export function AbsencesScreen() {
  const { t } = useTranslation(['workSchedule', 'shell', 'profile']);
  const config = useConfig();
  const now = useNow();
  const { space } = scheduleSpace(config.data);
  const spaceId = space?.id ?? null;
  const absences = useAbsences(spaceId);
  const team = useTeamSchedule(spaceId);
  const actions = useWorkScheduleActions(spaceId ?? 0);
  const save = useSaveState();
  const state = settingsPageState([config, absences, team], (error) => serverTextOf(error) ?? t('workSchedule:loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.usersWorkinghoursAbsencesPage')} state={state}>
      {absences.data && team.data ? (
        <div className={stack}>
          <ScheduleLinks current="absences" />
          <AbsencesView
            absences={absences.data.items}
            members={team.data.items}
            kinds={ABSENCE_KINDS}
            today={todayIn(now, space?.time_zone ?? team.data.items[0]?.time_zone ?? 'UTC')}
            save={save.state}
            onAdd={(absence) => save.run(() => actions.addAbsence(absence))}
            onRemove={actions.removeAbsence}
            errorText={(failure) => serverTextOf(failure) ?? t('profile:networkError')}
          />
        </div>
      ) : null}
    </SettingsPage>
  );
}
