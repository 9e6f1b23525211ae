import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading, text } from '../../layout/CenteredPage.css.ts';

export interface PageErrorViewProps {
  /** Reloads the page: the person's own retry, after the automatic reload of spec §8 was already used. */
  onReload: () => void;
}

// What a page shows when its code could not be loaded (spec §8: a failed chunk load reloads the page once; a
// second failure soon after shows this instead of reloading in a loop) or it failed to render.
export function PageErrorView({ onReload }: PageErrorViewProps) {
  const { t } = useTranslation('common');
  return (
    <CenteredPage>
      <Card as="section" padding="lg" raised aria-labelledby="page-error-title">
        <h1 id="page-error-title" className={heading}>
          {t('pageError.title')}
        </h1>
        <p role="alert" className={text}>
          {t('pageError.text')}
        </p>
        <Button fullWidth onPress={onReload}>
          {t('pageError.reload')}
        </Button>
      </Card>
    </CenteredPage>
  );
}
