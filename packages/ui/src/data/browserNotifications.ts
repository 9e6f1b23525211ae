import { useEffect } from 'react';
import { createValueStore, useValue } from './valueStore.ts';

/** What my settings show: off (the default), on, denied by the browser, or no notifications in this browser. */
export type BrowserNotificationsState = 'off' | 'on' | 'denied' | 'unsupported';
type Permission = NotificationPermission | 'unsupported';

// Per browser, like the permission it goes with: one person's laptop may notify, their phone not (localStorage).
const STORAGE_KEY = 'browser_notifications';

const permissionNow = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);
const storedOn = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
};

/** The state from the stored choice and the browser's permission: on only when both allow it. */
export function notificationsState(on: boolean, permission: Permission): BrowserNotificationsState {
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'denied';
  return on && permission === 'granted' ? 'on' : 'off';
}

const store = createValueStore<BrowserNotificationsState>(notificationsState(storedOn(), permissionNow()));
const refresh = () => store.set(notificationsState(storedOn(), permissionNow()));

/** Whether a notification may be shown now (the notifier reads it at each event). */
export const browserNotificationsOn = (): boolean => notificationsState(storedOn(), permissionNow()) === 'on';

/** Turns them on (asking the browser once, when it has not been asked) or off. */
export async function setBrowserNotifications(on: boolean): Promise<void> {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, '1');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the state below stays off.
  }
  if (on && permissionNow() === 'default') await Notification.requestPermission();
  refresh();
}

/** The state, read again when the page regains focus (the permission may have changed in the browser's settings). */
export function useBrowserNotifications(): BrowserNotificationsState {
  useEffect(() => {
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, []);
  return useValue(store);
}
