import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { ABSENCE_KINDS, shiftProblems, WEEKDAYS } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { useConfig, useNow, useShiftTemplates, useUserSchedule, useWorkScheduleActions } from '../../../data/index.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { useSaveState } from '../../profile/Profile/useSaveState.ts';
import { AbsenceForm } from '../Editor/AbsenceForm.tsx';
import { AbsenceList } from '../Editor/AbsenceList.tsx';
import { todayIn } from '../Editor/dates.ts';
import { ShiftsForm } from '../Editor/ShiftsForm.tsx';
import { ApplyTemplateCard } from './ApplyTemplateCard.tsx';
import { ScheduleLinks } from '../ScheduleLinks.tsx';
import { scheduleSpace } from '../TeamWeek/scheduleSpace.ts';
import { TeamWeekView } from '../TeamWeek/TeamWeekView.tsx';
import { muted } from '../TeamWeek/TeamWeekView.css.ts';
import { weekDays } from '../TeamWeek/weekDays.ts';

// /settings/users/workinghours/{id} (spec §2.4): for the settings role, one user's week, their weekly grid edited,
// a template applied to them, and their absences.
export function UserScheduleScreen() {
  const { t } = useTranslation(['workSchedule', 'shell', 'profile']);
  const { id } = useParams<{ id: string }>();
  const userId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : null;
  const config = useConfig();
  const now = useNow();
  const { space, statuses } = scheduleSpace(config.data);
  const spaceId = space?.id ?? null;
  const schedule = useUserSchedule(spaceId, userId);
  const templates = useShiftTemplates(spaceId);
  const actions = useWorkScheduleActions(spaceId ?? 0);
  const saveGrid = useSaveState();
  const addAbsence = useSaveState();
  const errorText = (error: unknown) => serverTextOf(error) ?? t('profile:networkError');
  const data = schedule.data && templates.data ? { schedule: schedule.data, templates: templates.data } : null;
  const state = settingsPageState([config, schedule, templates], (error) => serverTextOf(error) ?? t('workSchedule:loadFailed'));
  const title = t('shell:titles.userWorkinghoursPage');
  return (
    <SettingsPage title={data ? `${title}: ${data.schedule.name}` : title} state={state}>
      {data && userId !== null ? (
        <div className={stack}>
          <ScheduleLinks current="user" />
          <p className={muted}>{t('workSchedule:timeZone', { zone: data.schedule.time_zone })}</p>
          <TeamWeekView rows={[data.schedule]} statuses={statuses} week={weekDays(now, data.schedule.time_zone)} />
          <ShiftsForm
            key={JSON.stringify(data.schedule.shifts)}
            initial={data.schedule.shifts}
            statuses={statuses}
            weekdays={WEEKDAYS}
            problemsOf={shiftProblems}
            save={saveGrid.state}
            onSave={(shifts) => void saveGrid.run(() => actions.saveShifts(userId, shifts))}
          />
          <ApplyTemplateCard
            templates={data.templates.items}
            userName={data.schedule.name}
            templatesHref="/settings/users/workinghours/templates"
            onApply={(templateId) => actions.applyTemplate(templateId, [userId])}
            errorText={errorText}
          />
          <Card as="section" aria-labelledby="absences-title">
            <div className={stack}>
              <h2 id="absences-title" className={sectionTitle}>
                {t('workSchedule:absences.title')}
              </h2>
              <AbsenceList absences={data.schedule.absences} onRemove={actions.removeAbsence} errorText={errorText} />
              <AbsenceForm
                users={[{ user_id: userId, name: data.schedule.name }]}
                kinds={ABSENCE_KINDS}
                today={todayIn(now, data.schedule.time_zone)}
                save={addAbsence.state}
                onAdd={(absence) => addAbsence.run(() => actions.addAbsence(absence))}
              />
            </div>
          </Card>
        </div>
      ) : null}
    </SettingsPage>
  );
}
