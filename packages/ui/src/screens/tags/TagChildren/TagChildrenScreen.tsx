import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { childTagsOf } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { useManagedTags } from '../../../data/tagSettings.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { row, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { TagList } from '../TagList.tsx';
import { idAfter } from '../tagTree.ts';

// /settings/tags/{id}/children (spec §2.4 tag-children-page): the tags inside a tag, and a new one made inside it.
export function TagChildrenScreen() {
  const { t } = useTranslation(['tags', 'shell']);
  const [location] = useLocation();
  const id = idAfter(location, 'tags') ?? 0;
  const tags = useManagedTags(useManagedSpaceId());
  const tag = tags.data?.tags.find((one) => one.id === id);
  const state =
    tags.data && !tag
      ? { status: 'error' as const, message: t('tags:loadFailed'), onRetry: () => void tags.mutate() }
      : settingsPageState([tags], (error) => serverTextOf(error) ?? t('tags:loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.tagChildrenPage')} state={state}>
      {tags.data && tag ? (
        <Card as="section" aria-labelledby="tag-children">
          <div className={stack}>
            <h2 id="tag-children" className={sectionTitle}>
              {t('tags:childrenOf', { name: tag.name })}
            </h2>
            <TagList tags={childTagsOf(tags.data.tags, id)} all={tags.data.tags} empty={t('tags:noChildren')} />
            <div className={row}>
              <Link
                variant="standalone"
                href={`/settings/tags/new?parent=${id}${tag.group_id === null ? '' : `&group=${tag.group_id}`}`}
              >
                {t('tags:newChild')}
              </Link>
              <Link href={`/settings/tags/${id}`}>{tag.name}</Link>
            </div>
          </div>
        </Card>
      ) : null}
    </SettingsPage>
  );
}
