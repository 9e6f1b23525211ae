import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type ToastTone = 'error' | 'info' | 'success';

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
}

// The console's one queue: `toastQueue.add({ title, description, tone }, { timeout })` from anywhere;
// the app renders one <ToastRegion /> at its root. RAC pauses timers while a toast is hovered or focused.
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });
