import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { MEMBER_STATES, ROLE_NAMES, type PendingInvitation } from '@console/api/contract';
import { serverTextOf } from '../../../data/profile.ts';
import { useManagedUsergroups, useMembers, useMembersActions } from '../../../data/members.ts';
import { useDates } from '../../../format/dates.tsx';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { UsersView, type UsersFilterParam } from './UsersView.tsx';
import { UsergroupsSection } from './UsergroupsSection.tsx';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';

// /settings/users (spec §2.4, users-page): the list with its filters in the address (the top bar counts them, not
// space_id: spec §2.5), invitations resent or revoked here, user groups below.
export function UsersScreen() {
  const { t } = useTranslation(['users', 'shell']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const dates = useDates();
  const spaceId = useManagedSpaceId();
  const params = new URLSearchParams(search);
  if (spaceId !== null) params.set('space_id', String(spaceId));
  const members = useMembers(spaceId === null ? null : params.toString());
  const groups = useManagedUsergroups(spaceId);
  const actions = useMembersActions();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      setNotice({ ok: true, text: done });
    } catch (error) {
      setNotice({ ok: false, text: serverTextOf(error) ?? t('users:loadFailed') });
    }
  };
  // The search and the filters live in the address (a reload or a shared link keeps them); '' removes one.
  const setParam = (name: UsersFilterParam | 'q', value: string) => {
    const next = new URLSearchParams(search);
    if (value === '') next.delete(name);
    else next.set(name, value);
    navigate(`/settings/users${next.size > 0 ? `?${next.toString()}` : ''}`, { replace: true });
  };
  const onSearch = (q: string) => setParam('q', q);
  const data = members.data;
  const state = settingsPageState([members], (error) => serverTextOf(error) ?? t('users:loadFailed'));
  const spaceQuery = spaceId === null ? '' : `?space_id=${spaceId}`;
  return (
    <SettingsPage title={t('shell:titles.usersPage')} state={state} wide>
      {data ? (
        <>
          <UsersView
            members={data.items}
            invitations={data.invitations}
            groups={groups.data?.items ?? []}
            usage={data.usage.find((u) => u.space_id === spaceId) ?? null}
            search={params.get('q') ?? ''}
            onSearch={onSearch}
            roleNames={ROLE_NAMES}
            memberStates={MEMBER_STATES}
            filters={{
              'role[]': params.get('role[]') ?? '',
              'state[]': params.get('state[]') ?? '',
              'usergroup_id[]': params.get('usergroup_id[]') ?? '',
            }}
            onFilter={setParam}
            userHref={(m) => `/settings/users/${m.id}?space_id=${m.space_id}`}
            inviteHref={`/settings/users/new${spaceQuery}`}
            onResend={(i: PendingInvitation) => void run(() => actions.resend(i.id), t('users:resent'))}
            onRevoke={(i: PendingInvitation) => void run(() => actions.revoke(i.id), t('users:revoked', { email: i.email }))}
            notice={notice}
            formatDate={(s) => dates.dateTimeShort({ s })}
          />
          {spaceId !== null && groups.data ? (
            <UsergroupsSection spaceId={spaceId} groups={groups.data.items} members={data.items} actions={actions} />
          ) : null}
        </>
      ) : null}
    </SettingsPage>
  );
}
