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
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';
import { useSaveState } from '../../profile/Profile/useSaveState.ts';
import { useWorkspaceChoice } from '../useWorkspaceChoice.tsx';
import { BusinessHoursForm } from './BusinessHoursForm.tsx';
import { StatusesCard } from './StatusesCard.tsx';

/** What the form writes, sent as `seen` (docs/error-types.md conflict). */
const seenOf = ({ business_hours, holidays }: BusinessHours) => ({ business_hours, holidays });

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
  const knowing = useSeenAfterConflict(seenOf, conflictHoursOf);
  if (hours.data && spaceId !== null) knowing.keep(spaceId, hours.data);
  const onSave = (value: BusinessHoursUpdate) =>
    void save.run(() =>
      knowing.save(hours.data!, (seen) => actions.saveBusinessHours({ ...value, seen }), {
        of: spaceId,
        saved: (answer) => answer,
      }),
    );
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
