import { useTranslation } from 'react-i18next';
import { dot, status } from './LiveStatus.css.ts';

export interface LiveStatusProps {
  /** The live (socket) connection is down and reconnecting. */
  down: boolean;
}

// spec §7 socket: the user sees when the live connection is down. A polite status region that is
// always in the page, so screen readers announce the drop when its text appears; empty while live.
export function LiveStatus({ down }: LiveStatusProps) {
  const { t } = useTranslation('shell');
  return (
    <div role="status" className={status({ down })}>
      {down ? (
        <>
          <span className={dot} aria-hidden="true" />
          <span>{t('liveStatus.down')}</span>
        </>
      ) : null}
    </div>
  );
}
