import { useTranslation } from 'react-i18next';
import { offlineBanner, offlineText, offlineTitle } from './offlineBanner.css.ts';

// Offline is obvious (screens.md "Reply composer", quality.md "Nothing is lost"): while the browser has no network,
// the item and chat pages say so above the thread; replies sent meanwhile wait in the queue. Not the live-connection
// corner status (components/LiveStatus), nor the user's own status in the top bar.
export function OfflineBanner() {
  const { t } = useTranslation('composer');
  return (
    <div role="status" className={offlineBanner}>
      <OfflineIcon />
      <p className={offlineText}>
        <strong className={offlineTitle}>{t('offlineBanner.title')}</strong> {t('offlineBanner.text')}
      </p>
    </div>
  );
}

function OfflineIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path
        d="M2 8.8a15 15 0 0 1 4.2-2.6M9.5 5.2A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 4-2.3M15 10.6a10 10 0 0 1 4 2M8.5 16.4a5 5 0 0 1 7 0"
        strokeLinecap="round"
      />
      <circle cx="12" cy="20" r="1" fill="currentColor" />
      <path d="M3 3l18 18" strokeLinecap="round" />
    </svg>
  );
}
