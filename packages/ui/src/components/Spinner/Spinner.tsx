import { useTranslation } from 'react-i18next';
import { ring, root, type RingVariants } from './Spinner.css.ts';

export interface SpinnerProps {
  /** Accessible name; defaults to the common 'Loading…' text. */
  label?: string;
  size?: RingVariants['size'];
  className?: string;
}

// An indeterminate progress bar drawn as a ring; its colour follows the text colour around it. The element is what
// react-aria-components' ProgressBar renders without a value (role, name, range, no value): its ProgressBar would
// bring a number formatter that nothing here shows into every page's first load (quality.md budgets, /login).
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      className={[root, className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true" className={ring({ size })} />
    </div>
  );
}
