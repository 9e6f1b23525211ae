import { setBrowserNotifications, useBrowserNotifications } from '../../../data/browserNotifications.ts';
import { BrowserNotificationsSection } from './BrowserNotificationsSection.tsx';

// The browser notifications section wired to this browser's stored choice and permission (data/browserNotifications.ts).
export function BrowserNotificationsSetting() {
  const state = useBrowserNotifications();
  return <BrowserNotificationsSection state={state} onChange={(on) => void setBrowserNotifications(on)} />;
}
