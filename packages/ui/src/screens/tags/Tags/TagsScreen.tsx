import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { useManagedTags } from '../../../data/tagSettings.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { muted, row, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { TagList } from '../TagList.tsx';

// /settings/tags (spec §2.4 tags-page): the space's tags by group, with their colours, the comments carrying each and
// their child tags; a group's name leads to its page.
export function TagsScreen() {
  const { t } = useTranslation(['tags', 'shell']);
  const spaceId = useManagedSpaceId();
  const tags = useManagedTags(spaceId);
  const state = settingsPageState([tags], (error) => serverTextOf(error) ?? t('tags:loadFailed'));
  const data = tags.data;
  const ungrouped = data?.tags.filter((tag) => tag.group_id === null) ?? [];
  return (
    <SettingsPage title={t('shell:titles.tagsPage')} state={state}>
      {data ? (
        <div className={stack}>
          <div className={row}>
            <Link variant="standalone" href="/settings/tags/new">
              {t('tags:newTag')}
            </Link>
            <Link variant="standalone" href="/settings/tag_groups/new">
              {t('tags:newGroup')}
            </Link>
          </div>
          {data.tags.length === 0 && data.groups.length === 0 ? <p className={muted}>{t('tags:noTags')}</p> : null}
          {data.groups.map((group) => (
            <Card key={group.id} as="section" aria-labelledby={`tag-group-${group.id}`}>
              <div className={stack}>
                <h2 id={`tag-group-${group.id}`} className={sectionTitle}>
                  <Link href={`/settings/tag_groups/${group.id}`} aria-label={t('tags:editGroup', { name: group.name })}>
                    {group.name}
                  </Link>
                </h2>
                <TagList
                  tags={data.tags.filter((tag) => tag.group_id === group.id)}
                  all={data.tags}
                  empty={t('tags:groupEmpty')}
                />
              </div>
            </Card>
          ))}
          {ungrouped.length > 0 ? (
            <Card as="section" aria-labelledby="tag-group-none">
              <div className={stack}>
                <h2 id="tag-group-none" className={sectionTitle}>
                  {t('tags:noGroup')}
                </h2>
                <TagList tags={ungrouped} all={data.tags} empty={t('tags:noTags')} />
              </div>
            </Card>
          ) : null}
        </div>
      ) : null}
    </SettingsPage>
  );
}
