import { useTranslation } from 'react-i18next';
import { STATS_POSTS_LIMIT } from '@console/api/contract';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useStatsPosts } from '../../../data/stats.ts';
import { drillHref } from '../drill.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { PostsView, type PostsData } from './PostsView.tsx';

// spec §2.3 /stats/posts (docs/stats.md "Screens"): GET v1/stats/posts for the URL's period and filters in the user's zone.
export function PostsScreen() {
  const { t } = useTranslation('stats');
  const page = useStatsPage();
  const posts = useStatsPosts(page.query);
  const objects = useObjectsWithTags();
  const names = new Map((objects.data?.items ?? []).map((one) => [one.id, one.name]));
  const data: PostsData = statsStateOf(posts, { invalidPeriod: t('posts.invalidPeriod'), error: t('posts.error') }, (answer) => ({
    posts: answer,
    limit: STATS_POSTS_LIMIT,
  }));
  return (
    <PostsView
      data={data}
      filterBar={page.filterBar()}
      accountName={(id) => names.get(id) ?? `#${id}`}
      // The post's received comments (docs/stats.md "Drill-down"), under its account; a person goes with an operator's
      // event only.
      receivedHref={(post) =>
        drillHref(
          'received',
          page.filters.period,
          { ...page.filters.lists, object_id: [String(post.object_id)], user_id: [] },
          page.timeZone,
          'comments',
          post.post_id,
        )
      }
    />
  );
}
