import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { DeleteRequest } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { useDeleteRequest } from '../../../data/publicPages.ts';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading } from '../../layout/CenteredPage.css.ts';
import { alert } from '../../auth/Login/LoginView.css.ts';
import { facts, term } from '../social.css.ts';

export interface DeleteRequestViewProps {
  request: DeleteRequest | null;
  /** The server's text (404: not found) or the network/generic text. */
  error: string | null;
}

// spec §2.1 /deleterequest/{id}: a data deletion request's status as the server reports it.
export function DeleteRequestView({ request, error }: DeleteRequestViewProps) {
  const { t, i18n } = useTranslation('social');
  const date = (seconds: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(seconds * 1000);
  return (
    <CenteredPage busy={!request && !error}>
      <Card as="section" padding="lg" raised aria-labelledby="delete-request-title">
        <h1 id="delete-request-title" className={heading}>
          {t('deleteRequest.title')}
        </h1>
        {error ? (
          <div role="alert" className={alert}>
            {error}
          </div>
        ) : request ? (
          <dl className={facts}>
            <dt className={term}>{t('deleteRequest.id')}</dt>
            <dd>{request.id}</dd>
            <dt className={term}>{t('deleteRequest.status')}</dt>
            <dd>{t(`deleteRequest.statuses.${request.status}`)}</dd>
            <dt className={term}>{t('deleteRequest.createdAt')}</dt>
            <dd>{date(request.created_at)}</dd>
            {request.completed_at !== null ? (
              <>
                <dt className={term}>{t('deleteRequest.completedAt')}</dt>
                <dd>{date(request.completed_at)}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <Spinner />
        )}
      </Card>
    </CenteredPage>
  );
}

export function DeleteRequestScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation('social');
  const { data, error } = useDeleteRequest(id);
  const errorText = error ? (error.kind === 'network' ? t('error.network') : (error.serverText ?? t('error.generic'))) : null;
  return <DeleteRequestView request={data ?? null} error={errorText} />;
}
