import { useTranslation } from 'react-i18next';
import { SHIFT_TEMPLATE_NAME_MAX, shiftProblems, WEEKDAYS } from '@console/api/contract';
import { serverTextOf } from '../../../data/profile.ts';
import { useConfig, useShiftTemplates, useTeamSchedule, useWorkScheduleActions } from '../../../data/index.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { useSaveState } from '../../profile/Profile/useSaveState.ts';
import { ScheduleLinks } from '../ScheduleLinks.tsx';
import { scheduleSpace } from '../TeamWeek/scheduleSpace.ts';
import { TemplatesView } from './TemplatesView.tsx';

// /settings/users/workinghours/templates (spec §2.4): the workspace's shift templates; the team's members to apply
// them to come with the team's week (GET v1/workschedule).
export function TemplatesScreen() {
  const { t } = useTranslation(['workSchedule', 'shell', 'profile']);
  const config = useConfig();
  const { space, statuses } = scheduleSpace(config.data);
  const spaceId = space?.id ?? null;
  const templates = useShiftTemplates(spaceId);
  const team = useTeamSchedule(spaceId);
  const actions = useWorkScheduleActions(spaceId ?? 0);
  const save = useSaveState();
  const state = settingsPageState([config, templates, team], (error) => serverTextOf(error) ?? t('workSchedule:loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.usersWorkinghoursTemplatesPage')} state={state}>
      {templates.data && team.data ? (
        <div className={stack}>
          <ScheduleLinks current="templates" />
          <TemplatesView
            templates={templates.data.items}
            members={team.data.items}
            statuses={statuses}
            weekdays={WEEKDAYS}
            problemsOf={shiftProblems}
            nameMax={SHIFT_TEMPLATE_NAME_MAX}
            save={save.state}
            onFormOpen={save.reset}
            onCreate={(template) => save.run(() => actions.createTemplate(template))}
            onSave={(id, template) => save.run(() => actions.saveTemplate(id, template))}
            onDelete={actions.deleteTemplate}
            onApply={actions.applyTemplate}
            errorText={(failure) => serverTextOf(failure) ?? t('profile:networkError')}
          />
        </div>
      ) : null}
    </SettingsPage>
  );
}
