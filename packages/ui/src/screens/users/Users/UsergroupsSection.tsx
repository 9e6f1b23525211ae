import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERGROUP_NAME_MAX, type ManagedUsergroup, type Member, type UsergroupSeen } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { conflictUsergroupOf, type MembersActions } from '../../../data/members.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { alert, muted, row, sectionTitle, stack, status as statusClass, text } from '../../layout/SettingsPage.css.ts';
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';

export interface UsergroupsSectionProps {
  spaceId: number;
  groups: readonly ManagedUsergroup[];
  members: readonly Member[];
  actions: Pick<MembersActions, 'createUsergroup' | 'updateUsergroup' | 'deleteUsergroup'>;
}

/** What the card writes, sent as `seen` (docs/error-types.md conflict). */
const seenOf = (group: ManagedUsergroup): UsergroupSeen => ({ name: group.name, user_ids: group.user_ids });

function GroupEditor({
  group,
  members,
  actions,
}: { group: ManagedUsergroup } & Omit<UsergroupsSectionProps, 'groups' | 'spaceId'>) {
  const { t } = useTranslation('users');
  const [name, setName] = useState(group.name);
  const [userIds, setUserIds] = useState(group.user_ids.map(String));
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The group the card began from (a changed group remounts it), sent as `seen` (docs/error-types.md conflict); after a
  // refusal, the group as the other administrator left it, while the card keeps this administrator's edits.
  const knowing = useSeenAfterConflict(seenOf, conflictUsergroupOf);
  // A refusal is said where the group is edited (it was dropped before); deleting is asked first.
  const run = async (what: 'save' | 'delete', write: () => Promise<unknown>) => {
    setBusy(what);
    setOutcome(null);
    try {
      await write();
      if (what === 'save') setOutcome({ ok: true, text: t('groups.saved') });
      setConfirming(false);
    } catch (failure) {
      setOutcome({ ok: false, text: serverTextOf(failure) ?? t('groups.failed') });
    } finally {
      setBusy(null);
    }
  };
  const save = () => {
    if (name.trim() === '') return setOutcome({ ok: false, text: t('groups.nameRequired') });
    void run('save', () =>
      knowing.save(group, (seen) =>
        actions.updateUsergroup(group.id, { name: name.trim(), user_ids: userIds.map(Number), seen }),
      ),
    );
  };
  return (
    <Card as="section" aria-label={group.name}>
      <div className={stack}>
        <TextField label={t('groups.name')} value={name} maxLength={USERGROUP_NAME_MAX} onChange={setName} />
        <CheckboxGroup
          label={t('groups.members')}
          options={members.filter((m) => m.space_id === group.space_id).map((m) => ({ value: String(m.id), label: m.name }))}
          value={userIds}
          onChange={setUserIds}
        />
        <div className={row}>
          <Button isPending={busy === 'save'} onPress={save}>
            {t('form.save')}
          </Button>
          <Button variant="danger" isDisabled={busy !== null} onPress={() => setConfirming(true)}>
            {t('groups.delete')}
          </Button>
        </div>
        {/* Empty, it takes no room in the card (the status class hides it). */}
        <p
          role={outcome?.ok === false && !confirming ? 'alert' : 'status'}
          className={outcome?.ok === false && !confirming ? alert : statusClass}
        >
          {confirming ? null : outcome?.text}
        </p>
      </div>
      <ConfirmDialog
        title={confirming ? t('groups.deleteTitle', { name: group.name }) : null}
        text={t('groups.deleteText')}
        confirmLabel={t('groups.delete')}
        cancelLabel={t('user.cancel')}
        pending={busy === 'delete'}
        error={outcome?.ok === false ? outcome.text : null}
        onConfirm={() => void run('delete', () => actions.deleteUsergroup(group.id))}
        onClose={() => {
          setConfirming(false);
          setOutcome(null);
        }}
      />
    </Card>
  );
}

// spec §1 user groups: created, renamed, deleted and given members here; a member limited to their groups sees only
// the content assigned to them.
export function UsergroupsSection({ spaceId, groups, members, actions }: UsergroupsSectionProps) {
  const { t } = useTranslation('users');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    try {
      await actions.createUsergroup(spaceId, name);
      setName('');
      setError(null);
    } catch (failure) {
      setError(serverTextOf(failure) ?? t('loadFailed'));
    }
  };
  return (
    <section aria-labelledby="users-groups" className={stack}>
      <h2 id="users-groups" className={sectionTitle}>
        {t('groups.title')}
      </h2>
      <div className={row}>
        <TextField label={t('groups.name')} value={name} maxLength={USERGROUP_NAME_MAX} onChange={setName} />
        <Button isDisabled={name.trim() === ''} onPress={() => void create()}>
          {t('groups.create')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={text}>
          {error}
        </p>
      ) : null}
      {groups.length === 0 ? <p className={muted}>{t('groups.none')}</p> : null}
      {groups.map((group) => (
        <GroupEditor
          key={`${group.id}-${group.name}-${group.user_ids.join(',')}`}
          group={group}
          members={members}
          actions={actions}
        />
      ))}
    </section>
  );
}
