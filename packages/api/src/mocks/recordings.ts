import type { Recording } from '../contract/recording.ts';
import itemsByStatus from './recorded/itemsByStatus.json' with { type: 'json' };
import itemReply from './recorded/itemReply.json' with { type: 'json' };
import itemStatus from './recorded/itemStatus.json' with { type: 'json' };
import chatsDefault from './recorded/chatsDefault.json' with { type: 'json' };

// The recordings `npm run mocks:record` wrote (docs/mocks.md), by script name, for stories to replay.
export const RECORDINGS = {
  itemsByStatus,
  itemReply,
  itemStatus,
  chatsDefault,
} as unknown as Record<'itemsByStatus' | 'itemReply' | 'itemStatus' | 'chatsDefault', Recording>;
