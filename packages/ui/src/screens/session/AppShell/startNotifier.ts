import type { TFunction } from 'i18next';
import { browserNotificationsOn } from '../../../data/browserNotifications.ts';
import { noticesOf } from '../../../data/browserNotifier.ts';
import { chatsFeed } from '../../../data/chatsFeed.ts';
import { itemsFeed } from '../../../data/itemsFeed.ts';
import { excerpt, visibleText } from '../../../format/text.ts';
import { chatPath, itemPath } from '../../inbox/paths.ts';

/**
 * While the tab is hidden and my settings turned them on: a browser notification for a new chat or a comment assigned
 * to user `me`; a click focuses the tab and opens it. Returns the unsubscribe. Loaded after the shell (its budget).
 */
export function startNotifier(me: number, t: TFunction<'shell'>, open: (path: string) => void): () => void {
  const assignees = new Map<number, number | null>();
  const notify = (event: Parameters<typeof noticesOf>[0]) => {
    // Every event is read, so who each item was assigned to is known when it changes later.
    const notices = noticesOf(event, me, assignees);
    if (notices.length === 0 || !document.hidden || !browserNotificationsOn()) return;
    for (const notice of notices) {
      const name = visibleText(notice.name);
      const shown = new Notification(notice.kind === 'chat' ? t('notify.chat', { name }) : t('notify.assigned', { name }), {
        body: excerpt(notice.text),
        tag: notice.tag,
      });
      shown.onclick = () => {
        window.focus();
        open(notice.kind === 'chat' ? chatPath(notice.id) : itemPath(notice.id));
        shown.close();
      };
    }
  };
  const offItems = itemsFeed.subscribe(notify);
  const offChats = chatsFeed.subscribe(notify);
  return () => {
    offItems();
    offChats();
  };
}
