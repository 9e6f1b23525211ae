import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { STATUS_COLORS, TAG_NAME_MAX, type ManagedTagGroup } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { conflictTagGroupOf, useManagedTags, useTagSettingsActions } from '../../../data/tagSettings.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { row, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { TagFormView } from '../TagFormView.tsx';
import { TagList } from '../TagList.tsx';
import { idAfter } from '../tagTree.ts';
import { useRecordWrite } from '../../layout/useRecordWrite.ts';
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';

const seenOf = (group: ManagedTagGroup) => ({ name: group.name });

// /settings/tag_groups/new and /settings/tag_groups/{id} (spec §2.4): a group's name and its tags; deleting it keeps
// its tags, in no group, said before it is done.
export function TagGroupScreen() {
  const { t } = useTranslation(['tags', 'shell']);
  const [location, navigate] = useLocation();
  const id = idAfter(location, 'tag_groups');
  const spaceId = useManagedSpaceId();
  const tags = useManagedTags(spaceId);
  const actions = useTagSettingsActions();
  const { busy, outcome, setOutcome, run } = useRecordWrite('tags');
  const [confirming, setConfirming] = useState(false);
  // After a refusal as changed meanwhile: the group as the other administrator left it, sent as the next save's `seen`.
  const knowing = useSeenAfterConflict(seenOf, conflictTagGroupOf);
  const group = id === null ? null : (tags.data?.groups.find((one) => one.id === id) ?? null);
  const title = t(id === null ? 'shell:titles.tagGroupNewPage' : 'shell:titles.tagGroupPage');
  const state =
    tags.data && id !== null && !group
      ? { status: 'error' as const, message: t('tags:loadFailed'), onRetry: () => void tags.mutate() }
      : settingsPageState([tags], (error) => serverTextOf(error) ?? t('tags:loadFailed'));
  if (!tags.data || spaceId === null || (id !== null && !group)) return <SettingsPage title={title} state={state} />;
  const submit = ({ name }: { name: string }) => {
    if (!group) {
      void run(
        'save',
        () => actions.createGroup({ space_id: spaceId, name }),
        () => navigate('/settings/tags'),
      );
      return;
    }
    void run('save', () => knowing.save(group, (seen) => actions.updateGroup(group.id, { name, seen })));
  };
  const inGroup = group ? tags.data.tags.filter((tag) => tag.group_id === group.id) : [];
  return (
    <SettingsPage title={title} state={state}>
      <Card as="section" aria-label={group?.name ?? title}>
        <div className={stack}>
          {/* The group form is the tag form with the name only: no colour shown, group or parent. */}
          <TagFormView
            key={group?.id ?? 'new'}
            initial={{ name: group?.name ?? '', color: STATUS_COLORS[0], group_id: null, parent_id: null }}
            colors={STATUS_COLORS}
            nameOnly
            maxLength={TAG_NAME_MAX}
            submitLabel={t(group ? 'tags:form.save' : 'tags:form.create')}
            busy={busy === 'save'}
            outcome={confirming ? null : outcome}
            onSubmit={submit}
            extra={
              group ? (
                <Button variant="danger" isDisabled={busy !== null} onPress={() => setConfirming(true)}>
                  {t('tags:form.delete')}
                </Button>
              ) : null
            }
          />
          {group ? (
            <section aria-labelledby="group-tags" className={stack}>
              <h2 id="group-tags" className={sectionTitle}>
                {t('shell:titles.tagsPage')}
              </h2>
              <TagList tags={inGroup} all={tags.data.tags} empty={t('tags:groupEmpty')} />
              <div className={row}>
                <Link variant="standalone" href={`/settings/tags/new?group=${group.id}`}>
                  {t('tags:newTag')}
                </Link>
              </div>
            </section>
          ) : null}
          <Link href="/settings/tags">{t('tags:form.back')}</Link>
        </div>
      </Card>
      {group ? (
        <ConfirmDialog
          title={confirming ? t('tags:deleteGroup.title', { name: group.name }) : null}
          text={t('tags:deleteGroup.text', { count: inGroup.length })}
          confirmLabel={t('tags:form.delete')}
          cancelLabel={t('tags:form.cancel')}
          pending={busy === 'delete'}
          error={outcome?.ok === false ? outcome.text : null}
          onConfirm={() =>
            void run(
              'delete',
              () => actions.deleteGroup(group.id),
              () => navigate('/settings/tags'),
            )
          }
          onClose={() => {
            setConfirming(false);
            setOutcome(null);
          }}
        />
      ) : null}
    </SettingsPage>
  );
}
