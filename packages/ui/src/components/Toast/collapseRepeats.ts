import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';
import type { ToastContent } from './toastQueue.ts';

/** The same message: tone, texts and action label (an action's callback is new on every call). */
export const sameToast = (a: ToastContent, b: ToastContent): boolean =>
  a.tone === b.tone && a.title === b.title && a.description === b.description && a.action?.label === b.action?.label;

/**
 * A repeat of a visible toast (a second "Saved") closes the older copy and counts on the newest, so copies never
 * stack; the newest is announced and timed afresh. Lives with the lazily loaded region, not on the /login path.
 * Counts go into `repeats` by toast key (absent: 1); returns the unsubscribe.
 */
export function collapseRepeats(queue: ToastQueue<ToastContent>, repeats: Map<string, number>): () => void {
  const collapse = () => {
    // Newest first: a later entry identical to an earlier one is an older copy.
    const kept: { key: string; content: ToastContent }[] = [];
    for (const toast of queue.visibleToasts) {
      const newer = kept.find((one) => sameToast(one.content, toast.content));
      if (!newer) {
        kept.push(toast);
        continue;
      }
      repeats.set(newer.key, (repeats.get(newer.key) ?? 1) + (repeats.get(toast.key) ?? 1));
      repeats.delete(toast.key);
      queue.close(toast.key);
      return; // close() notifies again: the next pass sees the rest
    }
  };
  collapse();
  return queue.subscribe(collapse);
}
