import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { STATUS_COLORS, TAG_NAME_MAX, type ManagedTag, type TagSeen } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { conflictTagOf, useManagedTags, useTagSettingsActions } from '../../../data/tagSettings.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { TagFormView, type TagFormValues } from '../TagFormView.tsx';
import { idAfter, possibleParents } from '../tagTree.ts';
import { useRecordWrite } from '../../layout/useRecordWrite.ts';
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';
import { MergeTagDialog } from './MergeTagDialog.tsx';

const seenOf = (tag: ManagedTag): TagSeen => ({
  name: tag.name,
  color: tag.color,
  group_id: tag.group_id,
  parent_id: tag.parent_id,
});
const queryId = (search: string, name: string): number | null => {
  const value = Number(new URLSearchParams(search).get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
};

// /settings/tags/new and /settings/tags/{id} (spec §2.4 tag-new-page, tag-page): name, colour, group and the tag it sits
// in (tags/new?parent=…&group=… comes from a children or group page); an existing tag is deleted here, saying first
// what happens to the comments carrying it and to its child tags.
export function TagScreen() {
  const { t } = useTranslation(['tags', 'shell']);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const id = idAfter(location, 'tags');
  const spaceId = useManagedSpaceId();
  const tags = useManagedTags(spaceId);
  const actions = useTagSettingsActions();
  const { busy, outcome, setOutcome, run } = useRecordWrite('tags');
  const [confirming, setConfirming] = useState(false);
  const [merging, setMerging] = useState(false);
  // After a refusal as changed meanwhile: the tag as the other administrator left it, sent as the next save's `seen`.
  const knowing = useSeenAfterConflict(seenOf, conflictTagOf);
  const tag = id === null ? null : (tags.data?.tags.find((one) => one.id === id) ?? null);
  const title = t(id === null ? 'shell:titles.tagNewPage' : 'shell:titles.tagPage');
  const missing = tags.data && id !== null && !tag;
  const state = missing
    ? { status: 'error' as const, message: t('tags:loadFailed'), onRetry: () => void tags.mutate() }
    : settingsPageState([tags], (error) => serverTextOf(error) ?? t('tags:loadFailed'));
  if (!tags.data || spaceId === null || (id !== null && !tag)) return <SettingsPage title={title} state={state} />;
  const submit = (values: TagFormValues) => {
    if (!tag) {
      void run(
        'save',
        () => actions.createTag({ ...values, space_id: spaceId }),
        () => navigate('/settings/tags'),
      );
      return;
    }
    void run('save', () => knowing.save(tag, (seen) => actions.updateTag(tag.id, { ...values, seen })));
  };
  const children = tag ? tags.data.tags.filter((one) => one.parent_id === tag.id).length : 0;
  const initial: TagFormValues = tag
    ? seenOf(tag)
    : { name: '', color: STATUS_COLORS[5], group_id: queryId(search, 'group'), parent_id: queryId(search, 'parent') };
  const deleteText = tag
    ? [
        t('tags:deleteTag.items', { count: tag.items_count }),
        children > 0 ? t('tags:deleteTag.children', { count: children }) : '',
      ].join(' ')
    : '';
  return (
    <SettingsPage title={title} state={state}>
      <Card as="section" aria-label={tag?.name ?? title}>
        <div className={stack}>
          <TagFormView
            key={tag?.id ?? 'new'}
            initial={initial}
            colors={STATUS_COLORS}
            groups={tags.data.groups.filter((group) => group.space_id === spaceId)}
            parents={possibleParents(
              tags.data.tags.filter((one) => one.space_id === spaceId),
              id,
            )}
            maxLength={TAG_NAME_MAX}
            submitLabel={t(tag ? 'tags:form.save' : 'tags:form.create')}
            busy={busy === 'save'}
            outcome={confirming || merging ? null : outcome}
            onSubmit={submit}
            extra={
              tag ? (
                <>
                  <Button variant="secondary" isDisabled={busy !== null} onPress={() => setMerging(true)}>
                    {t('tags:mergeTag.action')}
                  </Button>
                  <Button variant="danger" isDisabled={busy !== null} onPress={() => setConfirming(true)}>
                    {t('tags:form.delete')}
                  </Button>
                </>
              ) : null
            }
          />
          {tag ? <Link href={`/settings/tags/${tag.id}/children`}>{t('tags:childrenCount', { count: children })}</Link> : null}
          <Link href="/settings/tags">{t('tags:form.back')}</Link>
        </div>
      </Card>
      {tag ? (
        <ConfirmDialog
          title={confirming ? t('tags:deleteTag.title', { name: tag.name }) : null}
          text={deleteText}
          confirmLabel={t('tags:form.delete')}
          cancelLabel={t('tags:form.cancel')}
          pending={busy === 'delete'}
          error={outcome?.ok === false ? outcome.text : null}
          onConfirm={() =>
            void run(
              'delete',
              () => actions.deleteTag(tag.id),
              () => navigate('/settings/tags'),
            )
          }
          onClose={() => {
            setConfirming(false);
            setOutcome(null);
          }}
        />
      ) : null}
      {tag && merging ? (
        <MergeTagDialog
          tag={tag}
          targets={tags.data.tags.filter((one) => one.space_id === tag.space_id && one.id !== tag.id)}
          children={children}
          pending={busy === 'merge'}
          error={outcome?.ok === false ? outcome.text : null}
          onMerge={(intoId) =>
            void run(
              'merge',
              () => actions.mergeTag(tag.id, intoId),
              () => {
                setMerging(false);
                navigate(`/settings/tags/${intoId}`);
              },
            )
          }
          onClose={() => {
            setMerging(false);
            setOutcome(null);
          }}
        />
      ) : null}
    </SettingsPage>
  );
}
