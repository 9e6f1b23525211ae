import { RepliesView } from './RepliesView.tsx';
import { useRepliesPage } from './useRepliesPage.tsx';

// spec §2.3 /stats/replies (docs/stats.md "Screens"): GET v1/stats/replies for the URL's period and filters in the user's zone.
export function RepliesScreen() {
  return <RepliesView {...useRepliesPage()} />;
}
