import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ROLE_DEFAULT_FLAGS, ROLE_NAMES, type Member, type MemberSeen } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { conflictMemberOf, useManagedUsergroups, useMember, useMembers, useMembersActions } from '../../../data/members.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { banner, muted, row, stack, text } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';
import { MemberFormView, type MemberFormValues } from './MemberFormView.tsx';
import { RemoveSection } from './RemoveSection.tsx';

type Outcome = { ok: boolean; text: string } | null;

/** spec §1: the space's only active administrator keeps their role and cannot be blocked or removed. */
const isLastAdministrator = (member: Member, all: readonly Member[]) =>
  member.role === 'administrator' &&
  member.state === 'active' &&
  all.filter((m) => m.space_id === member.space_id && m.role === 'administrator' && m.state === 'active').length <= 1;

/** What the page's form writes, sent as `seen` (docs/error-types.md conflict). */
const seenOf = (member: Member): MemberSeen => ({
  role: member.role,
  roles: member.roles,
  usergroup_ids: member.usergroup_ids,
  limited_to_groups: member.limited_to_groups,
});

// /settings/users/{id} (spec §2.4 user-page): edit role, flags and groups; block or unblock; remove with the hand-over.
export function UserScreen() {
  const { t } = useTranslation(['users', 'shell']);
  const [location, navigate] = useLocation();
  const id = Number(/\/users\/(\d+)/.exec(location)?.[1]);
  const spaceId = useManagedSpaceId();
  const member = useMember(id, spaceId);
  const list = useMembers(spaceId === null ? null : `space_id=${spaceId}`);
  const groups = useManagedUsergroups(spaceId);
  const actions = useMembersActions();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The form starts once per user opened, from the user as first loaded, and that is its `seen`: a refetch (focus, the
  // socket) must not rebuild it and drop what the administrator typed. A version saved meanwhile by another is the
  // stale save's 409 (docs/error-types.md conflict): after it, `seen` is the user as the other left them, after a save
  // the user as saved; the form keeps this administrator's edits throughout.
  const [opened, setOpened] = useState<{ id: number; member: Member } | null>(null);
  const knowing = useSeenAfterConflict(seenOf, conflictMemberOf);
  const run = async (write: () => Promise<unknown>, done: string, after?: () => void) => {
    setBusy(true);
    try {
      await write();
      setOutcome({ ok: true, text: done });
      after?.();
    } catch (error) {
      setOutcome({ ok: false, text: serverTextOf(error) ?? t('users:user.loadFailed') });
    } finally {
      setBusy(false);
    }
  };
  const data = member.data?.member;
  if (data && data.id === id && opened?.id !== id) setOpened({ id, member: data });
  if (data && data.id === id) knowing.keep(id, data);
  const state = settingsPageState([member, list, groups], (error) => serverTextOf(error) ?? t('users:user.loadFailed'));
  if (!data || !list.data || spaceId === null) return <SettingsPage title={t('shell:titles.userPage')} state={state} />;
  const lastAdmin = isLastAdministrator(data, list.data.items);
  const colleagues = list.data.items.filter((m) => m.id !== data.id && m.state === 'active');
  const start = opened?.id === id ? opened.member : data;
  const save = (values: MemberFormValues) =>
    void run(
      () =>
        knowing.save(data, (seen) => actions.update(data.id, { ...values, space_id: spaceId, seen }), {
          of: id,
          saved: (answer) => answer.member,
        }),
      t('users:form.saved'),
    );
  return (
    <SettingsPage title={data.name} state={state}>
      <div className={stack}>
        <p className={text}>{data.email}</p>
        <Link href={`/settings/users/workinghours/${data.id}`}>{t('users:user.schedule')}</Link>
        {lastAdmin ? (
          <p role="status" className={banner}>
            {t('users:user.lastAdmin')}
          </p>
        ) : null}
        {data.state === 'blocked' ? <p className={muted}>{t('users:user.blockedNote')}</p> : null}
        <MemberFormView
          key={id}
          initial={{
            email: start.email,
            role: start.role,
            roles: start.roles,
            usergroup_ids: start.usergroup_ids,
            limited_to_groups: start.limited_to_groups,
          }}
          withEmail={false}
          groups={groups.data?.items ?? []}
          roleNames={ROLE_NAMES}
          defaultFlags={ROLE_DEFAULT_FLAGS}
          roleLocked={lastAdmin}
          submitLabel={t('users:form.save')}
          busy={busy}
          outcome={outcome}
          validEmail={() => true}
          onSubmit={save}
        />
        <div className={row}>
          {data.state === 'blocked' ? (
            <Button
              variant="secondary"
              isPending={busy}
              onPress={() => void run(() => actions.unblock(data.id, spaceId), t('users:states.active'))}
            >
              {t('users:user.unblock')}
            </Button>
          ) : (
            <Button
              variant="danger"
              isDisabled={lastAdmin}
              isPending={busy}
              onPress={() => void run(() => actions.block(data.id, spaceId), t('users:states.blocked'))}
            >
              {t('users:user.block')}
            </Button>
          )}
        </div>
        <RemoveSection
          member={data}
          colleagues={colleagues}
          disabled={lastAdmin}
          busy={busy}
          onRemove={(handOverTo) =>
            void run(
              () => actions.remove(data.id, spaceId, handOverTo),
              t('users:user.removed', { name: data.name }),
              () => navigate(`/settings/users?space_id=${spaceId}`),
            )
          }
        />
      </div>
    </SettingsPage>
  );
}
