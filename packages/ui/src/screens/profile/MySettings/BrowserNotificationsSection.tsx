import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import type { BrowserNotificationsState } from '../../../data/browserNotifications.ts';
import { sectionTitle } from '../../layout/SettingsPage.css.ts';
import { muted, warning } from './BrowserNotificationsSection.css.ts';

export interface BrowserNotificationsSectionProps {
  state: BrowserNotificationsState;
  /** On: asks the browser's permission the first time; off: no more notifications in this browser. */
  onChange: (on: boolean) => void;
}

// Browser notifications while the tab is hidden (a new chat, a comment assigned to me): off by default, per browser,
// applied at once (not with the form's Save); a browser that blocks them is said so, with where to allow them.
export function BrowserNotificationsSection({ state, onChange }: BrowserNotificationsSectionProps) {
  const { t } = useTranslation('settings');
  const blocked = state === 'denied' || state === 'unsupported';
  return (
    <Card as="section" aria-labelledby="settings-browser-notifications">
      <h2 id="settings-browser-notifications" className={sectionTitle}>
        {t('browserNotifications.title')}
      </h2>
      <Checkbox isSelected={state === 'on'} isDisabled={blocked} onChange={onChange}>
        {t('browserNotifications.label')}
      </Checkbox>
      <p className={blocked ? warning : muted} role={state === 'denied' ? 'status' : undefined}>
        {t(`browserNotifications.${state}`)}
      </p>
    </Card>
  );
}
