import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import * as list from '../inbox/list.css.ts';
import { ListSkeleton, ThreadSkeleton } from '../inbox/parts/Skeletons.tsx';
import { BootSplash } from './BootSplash/BootSplash.tsx';

const LISTS = new Set(['items-page', 'chats-page']);
const DETAILS = new Set(['item-page', 'chat-page']);

// A route's code on its way (a slow network): the inbox's pages show their shape at once, filters, list and the open
// item, in the page's own grid (quality.md: no blank page); any other page the splash.
export function RouteSkeleton({ route }: { route: string | undefined }) {
  if (route === undefined || (!LISTS.has(route) && !DETAILS.has(route))) return <BootSplash />;
  const detail = DETAILS.has(route);
  return (
    <main className={detail ? list.pageWithDetail : list.page} aria-busy="true">
      <div className={list.pane} aria-hidden="true">
        <Skeleton width="40%" height="20px" />
        <Skeleton height="36px" />
        <Skeleton width="70%" />
        <Skeleton width="55%" />
      </div>
      <div className={list.listPane}>
        <ListSkeleton />
      </div>
      {detail ? (
        <div className={list.detailPane}>
          <ThreadSkeleton />
        </div>
      ) : null}
    </main>
  );
}
