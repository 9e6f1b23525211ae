import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type ToastTone = 'error' | 'warning' | 'info' | 'success';

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
  /**
   * A link inside the console, e.g. to the issue a notification is about (spec §7 "notify"), or a button that
   * does something at once and closes the toast (switch to the scheduled status).
   */
  action?: { label: string; href: string } | { label: string; onPress: () => void };
}

// The console's one queue: `toastQueue.add({ title, description, tone }, { timeout })` from anywhere;
// the app renders one <ToastRegion /> at its root. RAC pauses timers while a toast is hovered or focused.
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });
