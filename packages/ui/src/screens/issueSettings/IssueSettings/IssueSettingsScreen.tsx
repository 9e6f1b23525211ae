import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleOf, type IssueSettingsUpdate } from '@console/api/contract';
import { settingsOfSpace, useIssueSettings, useIssueSettingsActions } from '../../../data/issueSettings.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { useConfig } from '../../../data/resources.ts';
import { useUsers } from '../../../data/users.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { muted, stack } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import type { Outcome } from '../../layout/useRecordWrite.ts';
import { DepartmentsCard } from './DepartmentsCard.tsx';
import { IssueSettingsForm } from './IssueSettingsForm.tsx';

// /settings/issues (spec §2.4 issues-setting-page; docs/issues.md): the space's statuses, closing ones, default
// assignee, deadlines per priority and departments. The administrator's (the server's WORKSPACE_SETTINGS policy);
// anyone else who reaches it reads it only.
export function IssueSettingsScreen() {
  const { t } = useTranslation(['issues', 'shell']);
  const spaceId = useManagedSpaceId();
  const config = useConfig();
  const settings = useIssueSettings(spaceId);
  const users = useUsers();
  const actions = useIssueSettingsActions(spaceId ?? 0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const user = config.data?.user;
  const readOnly = !user || !user.roles.settings || roleOf(user) !== 'administrator';
  const own = settings.data && spaceId !== null ? settingsOfSpace(settings.data, spaceId) : null;
  const state =
    settings.data && !own
      ? { status: 'error' as const, message: t('issues:settings.loadFailed'), onRetry: () => void settings.mutate() }
      : settingsPageState([config, settings, users], (error) => serverTextOf(error) ?? t('issues:settings.loadFailed'));
  const members = (users.data?.items ?? [])
    .filter((member) => spaceId !== null && member.space_ids.includes(spaceId))
    .map((member) => ({ id: member.id, name: member.name }));
  const nameOf = (status: string) => t(`issues:status.${status}`, { defaultValue: status });
  const errorText = (error: unknown) => serverTextOf(error) ?? t('issues:settings.departments.failed');
  const save = async (update: Omit<IssueSettingsUpdate, 'space_id'>) => {
    setBusy(true);
    setOutcome(null);
    try {
      await actions.save(update);
      setOutcome({ ok: true, text: t('issues:settings.saved') });
    } catch (failure) {
      setOutcome({ ok: false, text: serverTextOf(failure) ?? t('issues:settings.saveFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsPage title={t('shell:titles.issuesSettingPage')} state={state}>
      {own && settings.data ? (
        <div className={stack} key={own.space_id}>
          <p className={muted}>{t(readOnly ? 'issues:settings.readOnly' : 'issues:settings.intro')}</p>
          <IssueSettingsForm
            initial={own}
            members={members}
            nameOf={nameOf}
            readOnly={readOnly}
            busy={busy}
            outcome={outcome}
            onSave={(update) => void save(update)}
          />
          <DepartmentsCard
            departments={settings.data.departments.filter((department) => department.space_id === own.space_id)}
            members={members}
            readOnly={readOnly}
            onCreate={actions.createDepartment}
            onUpdate={actions.updateDepartment}
            onDelete={actions.removeDepartment}
            errorText={errorText}
          />
        </div>
      ) : null}
    </SettingsPage>
  );
}
