// The socket and what its messages do, loaded on demand by LiveConnectionProvider: the socket's schemas (items,
// chats, attachments) and the feeds they fill weigh about 5 KB gzip that the frame's first paint does not need
// (quality.md budgets, docs/budgets.md). The provider imports this module when a session starts.
import type { ScopedMutator } from 'swr';
import type { SocketServerMessage } from '@console/api/socket';
import { toastQueue } from '../components/Toast/toastQueue.ts';
import { chatsFeed } from './chatsFeed.ts';
import { issuesFeed } from './issuesFeed.ts';
import { refreshLiveStats } from './liveStatsRefresh.ts';
import { itemsFeed } from './itemsFeed.ts';
import { noAccessStore } from './noAccess.ts';
import { CONFIG_KEY, isCountsKey } from './resources.ts';
import { issuePath, notificationTimeout, planSocketMessages } from './socketMessages.ts';
import { applyUserStatus } from './userStatus.ts';
import { viewersStore } from './viewers.ts';
import { composingStore } from './composing.ts';

export { openSocket } from '@console/api/socket';

export interface ApplyDeps {
  mutate: ScopedMutator;
  /** The label of a notification's link to its issue, in the user's language. */
  openIssueLabel: string;
}

// What one frame's messages do (spec §7 "Socket"), dispatched by planSocketMessages.
export function applySocketMessages(messages: readonly SocketServerMessage[], { mutate, openIssueLabel }: ApplyDeps): void {
  const plan = planSocketMessages(messages);
  // spec §7 "status": sets the user's status, a change the automatic check then waits 30 s after.
  if (plan.status !== undefined) applyUserStatus(mutate, plan.status);
  if (plan.refreshCounts) void mutate(isCountsKey);
  // spec §1, §8: blocked or removed in a space, the page drops to 'No access' at once; the config says what is left.
  if (plan.access.lost) noAccessStore.set({ serverText: null });
  if (plan.access.reload) void Promise.all([mutate(CONFIG_KEY), mutate(isCountsKey)]);
  viewersStore.apply(plan.viewers);
  // docs/stats.md "Dashboard and live": what the live figures count changed (a member's status among them).
  if (plan.items.length + plan.chats.length + plan.viewers.length > 0 || plan.status !== undefined || plan.memberStatus)
    refreshLiveStats(mutate);
  composingStore.apply(plan.composing, plan.viewers);
  itemsFeed.publish(plan.items);
  itemsFeed.publishAuthors(plan.authors);
  chatsFeed.publish(plan.chats);
  issuesFeed.publish(plan.issues);
  for (const note of plan.notifications) {
    // An open issue page (SWR key v1/issues/{id}, data/issue.ts) shows at once what it is told of: the deadline passing,
    // another's comment or status. The key is spelled here: the contract's issues module would weigh on this chunk.
    if (note.type === 'issue') void mutate(`v1/issues/${note.id}`);
    // Texts from the server are shown as text (quality.md); an issue links to its page.
    toastQueue.add(
      {
        tone: note.type === 'issue' ? 'info' : 'warning',
        title: note.title,
        ...(note.text ? { description: note.text } : {}),
        ...(note.type === 'issue' ? { action: { label: openIssueLabel, href: issuePath(note.id) } } : {}),
      },
      { timeout: notificationTimeout(note) },
    );
  }
}
