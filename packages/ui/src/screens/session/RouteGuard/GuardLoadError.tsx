import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { text } from '../../layout/CenteredPage.css.ts';

export interface GuardLoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

// Without the config the guards of spec §4 cannot tell whether the page may show: say so and offer to try again
// (the frame also shows the server's text for 30 s, spec §8 "Config load").
export function GuardLoadError({ onRetry, retrying }: GuardLoadErrorProps) {
  const { t } = useTranslation('guards');
  return (
    <CenteredPage>
      <Card as="section" padding="lg" raised aria-label={t('loadFailed')}>
        <p role="alert" className={text}>
          {t('loadFailed')}
        </p>
        <Button onPress={onRetry} isPending={retrying}>
          {t('retry')}
        </Button>
      </Card>
    </CenteredPage>
  );
}
