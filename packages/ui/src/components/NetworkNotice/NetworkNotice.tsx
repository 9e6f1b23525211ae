import { NETWORK_ERROR_MS } from '@console/spec';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { close, message, notice } from './NetworkNotice.css.ts';

// spec §8, §9: the network error message is shown for 10 s.
export { NETWORK_ERROR_MS as NETWORK_NOTICE_MS } from '@console/spec';

export interface NetworkNoticeProps {
  open: boolean;
  /** Called when the person closes the message, or when its 10 s are over. */
  onClose: () => void;
}

function CloseIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M3 3l10 10M13 3L3 13" />
    </svg>
  );
}

// spec §8: 'Service is unavailable…', centred, closable, gone after 10 s. The timer runs from the moment the
// message opens and nothing pauses it (unlike the toasts, which pause on hover and focus).
export function NetworkNotice({ open, onClose }: NetworkNoticeProps) {
  const { t } = useTranslation('common');
  // The latest onClose, so a parent re-render with a new callback does not restart the 10 s.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => onCloseRef.current(), NETWORK_ERROR_MS);
    return () => clearTimeout(timer);
  }, [open]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') onClose();
  };
  return (
    <div className={notice({ open })} onKeyDown={closeOnEscape}>
      <p role="alert" className={message}>
        {open ? t('network.unavailable') : null}
      </p>
      {open ? (
        <Button className={close} aria-label={t('network.close')} onPress={onClose}>
          <CloseIcon />
        </Button>
      ) : null}
    </div>
  );
}
