import {
  Button,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type UNSTABLE_ToastQueue,
} from 'react-aria-components/Toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collapseRepeats } from './collapseRepeats.ts';
import { Link } from '../Link/Link.tsx';
import {
  actionButton,
  close,
  content,
  description,
  region,
  repeat as repeatClass,
  title,
  toast as toastClass,
} from './Toast.css.ts';
import { toastQueue, type ToastContent } from './toastQueue.ts';

export interface ToastRegionProps {
  /** Defaults to the shared `toastQueue`; stories and tests may pass their own. */
  queue?: UNSTABLE_ToastQueue<ToastContent>;
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

function ToastAction({ action, onDone }: { action: NonNullable<ToastContent['action']>; onDone: () => void }) {
  if ('href' in action) return <Link href={action.href}>{action.label}</Link>;
  return (
    <Button
      className={actionButton}
      onPress={() => {
        action.onPress();
        onDone();
      }}
    >
      {action.label}
    </Button>
  );
}

// Each toast is a non-modal alertdialog named by its title, in a landmark region; every toast is closable (spec §8).
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const { t } = useTranslation('common');
  const [repeats] = useState(() => new Map<string, number>());
  useEffect(() => collapseRepeats(queue, repeats), [queue, repeats]);
  return (
    <RACToastRegion queue={queue} className={region} aria-label={t('toast.region')}>
      {({ toast }) => (
        <RACToast toast={toast} className={toastClass({ tone: toast.content.tone })}>
          <RACToastContent className={content}>
            <Text slot="title" className={title}>
              {toast.content.title}
              {/* "×3" reads the same in every locale (no string on the /login budget). */}
              {repeats.has(toast.key) ? <span className={repeatClass}> ×{repeats.get(toast.key)}</span> : null}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={description}>
                {toast.content.description}
              </Text>
            ) : null}
            {toast.content.action ? <ToastAction action={toast.content.action} onDone={() => queue.close(toast.key)} /> : null}
          </RACToastContent>
          <Button slot="close" className={close} aria-label={t('toast.close')}>
            <CloseIcon />
          </Button>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
