import { useSyncExternalStore } from 'react';

// Whether the browser has a network (navigator.onLine and its online/offline events): the offline banner of the item
// and chat pages, the same signal the composer's outbox waits on.
const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
