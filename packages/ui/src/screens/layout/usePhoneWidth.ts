import { useSyncExternalStore } from 'react';
import { media } from '../../theme/breakpoints.ts';

const query = () => (typeof window === 'undefined' ? null : window.matchMedia(media.mobile));
const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** spec §2.5 breakpoints: whether the window is a phone's (up to 768 px); follows the window as it resizes. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
