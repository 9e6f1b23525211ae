import { EMAIL_PATTERN } from '@console/spec';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_DEFAULT_FLAGS, ROLE_NAMES } from '@console/api/contract';
import { useManagedUsergroups, useMembers, useMembersActions } from '../../../data/members.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { banner } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { MemberFormView, type MemberFormValues } from './MemberFormView.tsx';

const INITIAL: MemberFormValues = {
  email: '',
  role: 'operator',
  roles: ROLE_DEFAULT_FLAGS.operator,
  usergroup_ids: [],
  limited_to_groups: false,
};

// /settings/users/new (spec §2.4 user-new-page): invite by email with a role, flags and groups (POST v1/invitations);
// the plan's limit is said before the form (spec §1), and the server's refusal is shown as it sent it.
export function UserNewScreen() {
  const { t } = useTranslation(['users', 'shell']);
  const spaceId = useManagedSpaceId();
  const list = useMembers(spaceId === null ? null : `space_id=${spaceId}`);
  const groups = useManagedUsergroups(spaceId);
  const actions = useMembersActions();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const usage = list.data?.usage.find((u) => u.space_id === spaceId) ?? null;
  const limitReached = usage !== null && usage.limit !== null && usage.used >= usage.limit;
  const invite = async (values: MemberFormValues) => {
    if (spaceId === null) return;
    setBusy(true);
    try {
      const { invitation } = await actions.invite({ ...values, email: values.email.trim(), space_id: spaceId });
      setOutcome({ ok: true, text: t('users:form.sent', { email: invitation.email }) });
      setFormKey((k) => k + 1);
    } catch (error) {
      setOutcome({ ok: false, text: serverTextOf(error) ?? t('users:loadFailed') });
    } finally {
      setBusy(false);
    }
  };
  const state = settingsPageState([list, groups], (error) => serverTextOf(error) ?? t('users:loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.userNewPage')} state={state}>
      {limitReached ? (
        <p role="status" className={banner}>
          {t('users:limitReached', { used: usage.used, limit: usage.limit })}
        </p>
      ) : null}
      <MemberFormView
        key={formKey}
        initial={INITIAL}
        withEmail
        groups={groups.data?.items ?? []}
        roleNames={ROLE_NAMES}
        defaultFlags={ROLE_DEFAULT_FLAGS}
        roleLocked={false}
        submitLabel={t('users:form.send')}
        busy={busy}
        outcome={outcome}
        validEmail={(email) => EMAIL_PATTERN.test(email)}
        onSubmit={(values) => void invite(values)}
      />
    </SettingsPage>
  );
}
