import { useTranslation } from 'react-i18next';
import {
  COMMENT_STATUSES,
  ISSUES_SORTS,
  PRIORITIES,
  WH_STATUS_NOTIFICATION_MINUTES,
  type User,
  type UserSettingsUpdate,
} from '@console/api/contract';
import { useMe } from '../../../data/index.ts';
import { useProfileActions } from '../../../data/profile.ts';
import { SettingsPage } from '../../layout/SettingsPage.tsx';
import { useSaveState } from '../Profile/useSaveState.ts';
import { MySettingsView } from './MySettingsView.tsx';

// The fields of the form, from the user's stored settings (values outside the contract's sets are dropped).
function formValues(settings: User['settings']): UserSettingsUpdate {
  const known = <T extends string>(values: readonly string[], allowed: readonly T[]) =>
    values.filter((v): v is T => (allowed as readonly string[]).includes(v));
  return {
    status: known(settings.status, COMMENT_STATUSES),
    priority: known(settings.priority, PRIORITIES),
    reversed: settings.reversed,
    hide_other: settings.hide_other,
    issues_assigned_to: settings.issues_assigned_to,
    issues_department_id: settings.issues_department_id,
    issues_sort: known(settings.issues_sort === null ? [] : [settings.issues_sort], ISSUES_SORTS)[0] ?? null,
    wh_status_notification: WH_STATUS_NOTIFICATION_MINUTES.find((m) => m === settings.wh_status_notification) ?? null,
  };
}

// /settings/config (spec §3 user settings), saved with one PUT v1/me/settings.
export function MySettingsScreen() {
  const { t } = useTranslation(['common', 'settings', 'shell']);
  const me = useMe();
  const actions = useProfileActions();
  const save = useSaveState();
  const user = me.data;
  const state = user
    ? ({ status: 'ready' } as const)
    : me.error
      ? { status: 'error' as const, message: t('settings:loadFailed'), onRetry: () => void me.mutate() }
      : ({ status: 'loading' } as const);
  return (
    <SettingsPage title={t('shell:titles.userSettingPage')} state={state}>
      {user ? (
        <MySettingsView
          initial={formValues(user.settings)}
          me={{ id: user.id, name: user.name }}
          departments={[]}
          save={save.state}
          onSave={(settings) => void save.run(() => actions.saveSettings(settings))}
        />
      ) : null}
    </SettingsPage>
  );
}
