import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { usePageTitle } from '../../../components/PageTitle/PageTitle.ts';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading } from '../../layout/CenteredPage.css.ts';

// spec §2.1: any unknown path shows 'Page not found' with a link 'To dashboard page' (the signed-in root).
// Shown in a route's place (an operator's page whose id is no id), the tab says 'Page not found' too.
export function NotFoundView() {
  const { t } = useTranslation('shell');
  usePageTitle('titles.notFound');
  return (
    <CenteredPage>
      <Card padding="lg" raised>
        <h1 className={heading}>{t('notFound.title')}</h1>
        <Link href="/" variant="standalone">
          {t('notFound.toDashboard')}
        </Link>
      </Card>
    </CenteredPage>
  );
}

// The screen has no data of its own: it is the view.
export const NotFound = NotFoundView;
