import type { HttpHandler } from 'msw';
import { RECORDINGS, recordedAskerOf, replayHandlers, type MockState, type RecordingName } from '@console/api/mocks';
import type { Item, ItemsPage, RecordingUser } from '@console/api/contract';
import type { SocketServerMessage } from '@console/api/socket';
import { itemsFeed } from '../../data/itemsFeed.ts';
import { planSocketMessages } from '../../data/socketMessages.ts';

// The inbox's stories replay what the server answered (docs/mocks.md, "Replay"): the recordings of
// apps/server/src/recording/scripts/items.ts, their writes' socket messages delivered to the live feeds.

/** A recording replayed for the story's signed-in user; a replayed write's socket messages reach the items feed. */
// The asker is the story's signed-in user by the recorded token (docs/mocks.md); `_state` is no longer needed.
export const replayedInbox = (name: RecordingName, _state?: MockState): HttpHandler[] =>
  replayHandlers(RECORDINGS[name], {
    as: recordedAskerOf,
    onSocket: (messages) => {
      const plan = planSocketMessages(messages as SocketServerMessage[]);
      itemsFeed.publish(plan.items);
      itemsFeed.publishAuthors(plan.authors);
    },
  });

/** The answer recorded for a read (the first one, before any write), for a story to pick the rows it acts on. */
export function recordedRead<T>(name: RecordingName, as: RecordingUser, url: string): T {
  const { pathname, searchParams } = new URL(url, 'http://story.local');
  const query = JSON.stringify([...searchParams.entries()].sort());
  const step = RECORDINGS[name].steps.find(
    (one) => one.as === as && one.method === 'GET' && one.path === pathname && JSON.stringify([...one.query].sort()) === query,
  );
  if (!step) throw new Error(`no read of ${url} as ${as} in ${name}`);
  return step.answer as T;
}

/** The rows of a recorded list page. */
export const recordedRows = (name: RecordingName, as: RecordingUser, url: string): Item[] =>
  recordedRead<ItemsPage>(name, as, url).items;
