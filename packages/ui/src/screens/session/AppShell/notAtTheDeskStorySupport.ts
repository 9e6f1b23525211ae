// The tab hidden or shown and the browser's notifications, stubbed by the plays of AppShellNotAtTheDesk.stories.tsx.

/** Hides (true) or shows (false) the tab as the browser would, announcing it; null gives the browser's own back. */
export function hideTab(hidden: boolean | null): void {
  if (hidden === null) {
    Reflect.deleteProperty(document, 'visibilityState');
    Reflect.deleteProperty(document, 'hidden');
  } else {
    // Own properties shadow Document.prototype's getters until deleted.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  }
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A notification the page made: its title and options, whether it was closed; click() runs its onclick. */
export interface FakeNotification {
  title: string;
  options: NotificationOptions | undefined;
  closed: boolean;
  click: () => void;
}

const browserNotification = Object.getOwnPropertyDescriptor(window, 'Notification');

/** Replaces window.Notification (permission granted) and returns the notifications made from now on. */
export function fakeNotifications(): FakeNotification[] {
  const made: FakeNotification[] = [];
  class StubNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = (): Promise<NotificationPermission> => Promise.resolve('granted');
    onclick: ((event: Event) => void) | null = null;
    private readonly record: FakeNotification;
    constructor(title: string, options?: NotificationOptions) {
      this.record = { title, options, closed: false, click: () => this.onclick?.(new Event('click')) };
      made.push(this.record);
    }
    close() {
      this.record.closed = true;
    }
  }
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: StubNotification });
  return made;
}

/** The browser's own Notification again. */
export function restoreNotifications(): void {
  if (browserNotification) Object.defineProperty(window, 'Notification', browserNotification);
}
