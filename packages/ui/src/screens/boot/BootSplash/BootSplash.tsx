import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { text } from '../../layout/CenteredPage.css.ts';
import { splash } from './BootSplash.css.ts';
import { splashPeriod } from './splashPeriod.ts';

// The console's loading state (boot, a route's code, the first config): product-neutral (the name may not be known yet).
export function BootSplash() {
  const { t } = useTranslation('boot');
  useLayoutEffect(() => {
    // The monotonic clock: a wall-clock jump (or a frozen test clock) must not stretch the 400 ms hold.
    splashPeriod.mount(performance.now());
    return () => splashPeriod.unmount();
  }, []);
  return (
    <CenteredPage busy>
      <div className={splash}>
        <Spinner size="lg" label={t('loading')} />
        <p className={text} aria-hidden="true">
          {t('loading')}
        </p>
      </div>
    </CenteredPage>
  );
}
