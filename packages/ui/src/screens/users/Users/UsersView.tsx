import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUsergroup, Member, MemberState, PendingInvitation, RoleName, SpaceUsersUsage } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { banner, muted, row, sectionTitle, stack, text } from '../../layout/SettingsPage.css.ts';
import { cell, email, invitationList, memberRow, nowrapCell, scroll, table, tableHead, userCell } from '../users.css.ts';

export type UsersFilterParam = 'role[]' | 'state[]' | 'usergroup_id[]';

export interface UsersViewProps {
  members: readonly Member[];
  invitations: readonly PendingInvitation[];
  groups: readonly ManagedUsergroup[];
  usage: SpaceUsersUsage | null;
  search: string;
  onSearch: (q: string) => void;
  roleNames: readonly RoleName[];
  memberStates: readonly MemberState[];
  /** One chosen value per filter of v1/members ('' for all); the top bar counts them (spec §2.5, not space_id). */
  filters: Readonly<Record<UsersFilterParam, string>>;
  onFilter: (name: UsersFilterParam, value: string) => void;
  userHref: (member: Member) => string;
  inviteHref: string;
  onResend: (invitation: PendingInvitation) => void;
  onRevoke: (invitation: PendingInvitation) => void;
  /** A confirmation or the server's refusal of the last action. */
  notice: { ok: boolean; text: string } | null;
  formatDate: (unixSeconds: number) => string;
}

// spec §2.4 settings/users: the users of the workspace, their access, and the invitations waiting for an answer; the
// plan's limit (spec §1) is said before the administrator tries to invite.
export function UsersView(props: UsersViewProps) {
  const { t } = useTranslation('users');
  const { members, invitations, groups, usage } = props;
  // Revoking stops the letter's link at once: asked first.
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const limitReached = usage !== null && usage.limit !== null && usage.used >= usage.limit;
  const groupNames = (ids: readonly number[]) => ids.map((id) => groups.find((g) => g.id === id)?.name ?? `#${id}`).join(', ');
  const access = (m: Member) =>
    (['messages', 'items'] as const)
      .filter((flag) => m.roles[flag])
      .map((flag) => t(`flags.${flag}`))
      .join(', ');
  return (
    <div className={stack}>
      {limitReached ? (
        <p role="status" className={banner}>
          {t('limitReached', { used: usage.used, limit: usage.limit })}
        </p>
      ) : usage?.limit != null ? (
        <p className={muted}>{t('usage', { used: usage.used, limit: usage.limit })}</p>
      ) : null}
      <div className={row}>
        <TextField label={t('search')} type="search" value={props.search} onChange={props.onSearch} />
        <Select
          label={t('filters.role')}
          options={[
            { id: '', label: t('filters.all') },
            ...props.roleNames.map((role) => ({ id: role, label: t(`roles.${role}`) })),
          ]}
          value={props.filters['role[]']}
          onChange={(value) => props.onFilter('role[]', value)}
        />
        <Select
          label={t('filters.state')}
          options={[
            { id: '', label: t('filters.all') },
            ...props.memberStates.map((state) => ({ id: state, label: t(`states.${state}`) })),
          ]}
          value={props.filters['state[]']}
          onChange={(value) => props.onFilter('state[]', value)}
        />
        {groups.length > 0 ? (
          <Select
            label={t('filters.group')}
            options={[
              { id: '', label: t('filters.all') },
              ...groups.map((group) => ({ id: String(group.id), label: group.name })),
            ]}
            value={props.filters['usergroup_id[]']}
            onChange={(value) => props.onFilter('usergroup_id[]', value)}
          />
        ) : null}
        {limitReached ? null : <Link href={props.inviteHref}>{t('invite')}</Link>}
      </div>
      {props.notice ? (
        <p role={props.notice.ok ? 'status' : 'alert'} className={text}>
          {props.notice.text}
        </p>
      ) : null}
      {members.length === 0 ? (
        <p className={muted}>{t('empty')}</p>
      ) : (
        <div className={scroll}>
          <table className={table}>
            <thead className={tableHead}>
              <tr>
                {(['name', 'role', 'access', 'group', 'status', 'otp', 'lastSeen'] as const).map((column) => (
                  <th key={column} className={cell} scope="col">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={`${m.space_id}-${m.id}`} className={memberRow}>
                  <td className={userCell}>
                    <Link href={props.userHref(m)}>{m.name}</Link>
                    <span className={email}>{m.email}</span>
                  </td>
                  <td className={cell} data-label={t('columns.role')}>
                    {t(`roles.${m.role}`)}
                  </td>
                  <td className={cell} data-label={t('columns.access')}>
                    {access(m)}
                  </td>
                  <td className={cell} data-label={t('columns.group')}>
                    {groupNames(m.usergroup_ids)}
                  </td>
                  <td className={cell} data-label={t('columns.status')}>
                    {t(`states.${m.state}`)}
                  </td>
                  <td className={cell} data-label={t('columns.otp')}>
                    {m.otp_enabled ? t('otpOn') : t('otpOff')}
                  </td>
                  <td className={nowrapCell} data-label={t('columns.lastSeen')}>
                    {m.last_seen_at === null ? t('never') : props.formatDate(m.last_seen_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {invitations.length > 0 ? (
        <Card as="section" aria-labelledby="users-invitations">
          <h2 id="users-invitations" className={sectionTitle}>
            {t('invitations')}
          </h2>
          <ul className={invitationList}>
            {invitations.map((invitation) => (
              <li key={invitation.id} className={row}>
                <span className={text}>
                  {invitation.email} · {t(`roles.${invitation.role}`)}
                </span>
                <span className={muted}>{t('invitedUntil', { date: props.formatDate(invitation.expires_at) })}</span>
                <Button variant="secondary" onPress={() => props.onResend(invitation)}>
                  {t('resend')}
                </Button>
                <Button variant="secondary" onPress={() => setRevoking(invitation)}>
                  {t('revoke')}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <ConfirmDialog
        title={revoking ? t('revokeTitle', { email: revoking.email }) : null}
        text={t('revokeText')}
        confirmLabel={t('revoke')}
        cancelLabel={t('user.cancel')}
        onConfirm={() => {
          if (revoking) props.onRevoke(revoking);
          setRevoking(null);
        }}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
