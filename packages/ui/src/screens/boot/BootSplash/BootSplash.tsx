import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { text } from '../../layout/CenteredPage.css.ts';
import { splash } from './BootSplash.css.ts';

// The console's loading state before config.json is read: product-neutral (the product name is not known yet).
export function BootSplash() {
  const { t } = useTranslation('boot');
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
