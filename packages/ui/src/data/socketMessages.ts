import { COMMENTS_FILTER_NOTIFICATION_MS, ISSUE_NOTIFICATION_MS } from '@console/spec';
import type {
  AuthorsMessage,
  IssuesChangedMessage,
  ItemsGoneMessage,
  ItemsMessage,
  NotifyMessage,
  OtherComposingMessage,
  ViewerMessage,
} from '@console/api/contract';
import type { SocketServerMessage } from '@console/api/socket';
import type { ChatsFeedMessage } from './chatsFeed.ts';

// spec §9: issue notification 300 s, comments-filter notification 120 s.
export { COMMENTS_FILTER_NOTIFICATION_MS, ISSUE_NOTIFICATION_MS } from '@console/spec';

export interface SocketPlan {
  /** The user's latest status in the batch (spec §7 "status"), or undefined when none came. */
  status: number | null | undefined;
  /** Another member's status changed (a `status` naming them, docs/socket.md): the live figures follow. */
  memberStatus: boolean;
  /** spec §7: youscan/monitoring and issue notifications refresh the counts — once per batch. */
  refreshCounts: boolean;
  notifications: NotifyMessage[];
  viewers: ViewerMessage[];
  /** Who else is typing a reply where (docs/socket.md composing). */
  composing: OtherComposingMessage[];
  /** New, changed and gone items, for the open list and item page (itemsFeed). */
  items: (ItemsMessage | ItemsGoneMessage)[];
  /** Authors blocked, unblocked, labelled or noted, for the open author panels (itemsFeed). */
  authors: AuthorsMessage[];
  /** Chats (also gone ones), their messages and typing, for the open chats list and chat page (chatsFeed). */
  chats: ChatsFeedMessage[];
  /** Issues created or changed, for the open issues list (issuesFeed). */
  issues: IssuesChangedMessage[];
  /** docs/socket.md access.changed: reload the config; `lost`: a space was taken away, the page shows 'No access' (§8). */
  access: { reload: boolean; lost: boolean };
}

// What one frame's messages do, dispatched by method (spec §7 "Socket").
export function planSocketMessages(messages: readonly SocketServerMessage[]): SocketPlan {
  const plan: SocketPlan = {
    status: undefined,
    memberStatus: false,
    refreshCounts: false,
    notifications: [],
    viewers: [],
    composing: [],
    items: [],
    authors: [],
    chats: [],
    issues: [],
    access: { reload: false, lost: false },
  };
  for (const message of messages) {
    switch (message.method) {
      case 'status':
        plan.status = message.status;
        break;
      case 'members.status':
        plan.memberStatus = true;
        break;
      case 'youscan':
      case 'monitoring':
        plan.refreshCounts = true;
        break;
      case 'notify':
        plan.notifications.push(message);
        if (message.type === 'issue') plan.refreshCounts = true;
        break;
      case 'viewer.lock':
      case 'viewer.unlock':
        plan.viewers.push(message);
        break;
      case 'composing':
        plan.composing.push(message);
        break;
      case 'items.new':
      case 'items.changed':
      case 'items.gone':
        plan.items.push(message);
        break;
      case 'access.changed':
        plan.access = { reload: true, lost: plan.access.lost || !message.access };
        break;
      case 'authors.changed':
        plan.authors.push(message);
        break;
      case 'chats.new':
      case 'chats.changed':
      case 'chats.gone':
      case 'messages.new':
      case 'messages.changed':
      case 'typing':
        plan.chats.push(message);
        break;
      case 'issues.changed':
        plan.issues.push(message);
        break;
    }
  }
  return plan;
}

export const notificationTimeout = (message: NotifyMessage): number =>
  message.type === 'issue' ? ISSUE_NOTIFICATION_MS : COMMENTS_FILTER_NOTIFICATION_MS;

// spec §2.2: the issue page is issues/{id}.
export const issuePath = (id: number): string => `/issues/${id}`;
