import { ProgressBar } from 'react-aria-components/ProgressBar';
import { useTranslation } from 'react-i18next';
import { ring, root, type RingVariants } from './Spinner.css.ts';

export interface SpinnerProps {
  /** Accessible name; defaults to the common 'Loading…' text. */
  label?: string;
  size?: RingVariants['size'];
  className?: string;
}

// An indeterminate progress bar drawn as a ring; its colour follows the text colour around it.
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <ProgressBar isIndeterminate aria-label={label ?? t('loading')} className={[root, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true" className={ring({ size })} />
    </ProgressBar>
  );
}
