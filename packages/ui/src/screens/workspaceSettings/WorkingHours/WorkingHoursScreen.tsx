import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessHoursProblem,
  STATUS_COLORS,
  WEEKDAYS,
  type BusinessHours,
  type BusinessHoursUpdate,
} from '@console/api/contract';
import { serverTextOf } from '../../../data/profile.ts';
import {
  conflictHoursOf,
  conflictStatusesOf,
  useBusinessHours,
  useManagedStatuses,
  useWorkingHoursActions,
} from '../../../data/workspace.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { useSaveState } from '../../profile/Profile/useSaveState.ts';
import { useWorkspaceChoice } from '../useWorkspaceChoice.tsx';
import { BusinessHoursForm } from './BusinessHoursForm.tsx';
import { StatusesCard } from './StatusesCard.tsx';

// /settings/workinghours (spec §2.4): the workspace's business hours, holidays and user statuses (spec §3).
export function WorkingHoursScreen() {
  const { t } = useTranslation(['common', 'workspace', 'shell', 'profile']);
  const { config, space, chooser } = useWorkspaceChoice();
  const spaceId = space?.id ?? null;
  const hours = useBusinessHours(spaceId);
  const statuses = useManagedStatuses(spaceId);
  const actions = useWorkingHoursActions(spaceId ?? 0);
  const save = useSaveState();
  // The week and holidays the form began from, sent as `seen` (docs/error-types.md conflict); a refetch while editing
  // must not move it, or another administrator's holidays saved in between would be silently dropped.
  const [seen, setSeen] = useState<{ spaceId: number; hours: BusinessHours } | null>(null);
  if (hours.data && spaceId !== null && (seen === null || seen.spaceId !== spaceId)) setSeen({ spaceId, hours: hours.data });
  const onSave = (value: BusinessHoursUpdate) =>
    void save.run(async () => {
      const base = seen?.hours ?? hours.data!;
      try {
        const saved = await actions.saveBusinessHours({
          ...value,
          seen: { business_hours: base.business_hours, holidays: base.holidays },
        });
        if (saved && spaceId !== null) setSeen({ spaceId, hours: saved });
      } catch (error) {
        // Refused as changed meanwhile: the edits stay in the form; the next save is made knowing the other's.
        const current = conflictHoursOf(error);
        if (current && spaceId !== null) setSeen({ spaceId, hours: current });
        throw error;
      }
    });
  const state = settingsPageState([config, hours, statuses], (error) => serverTextOf(error) ?? t('workspace:loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.workingHoursPage')} state={state}>
      {hours.data && statuses.data && space ? (
        <div className={stack} key={space.id}>
          {chooser}
          <BusinessHoursForm
            initial={hours.data}
            timeZone={space.time_zone ?? ''}
            weekdays={WEEKDAYS}
            save={save.state}
            problemOf={businessHoursProblem}
            onSave={onSave}
          />
          <StatusesCard
            statuses={statuses.data.items}
            colors={STATUS_COLORS}
            onCreate={actions.createStatus}
            onUpdate={actions.updateStatus}
            onReorder={actions.reorderStatuses}
            conflictOf={(error) => conflictStatusesOf(error)?.items ?? null}
            onDelete={actions.deleteStatus}
            errorText={(error) => serverTextOf(error) ?? t('profile:networkError')}
          />
        </div>
      ) : null}
    </SettingsPage>
  );
}
