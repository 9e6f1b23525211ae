import { useTranslation } from 'react-i18next';
import type { Payment } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { formatMoney } from '../format.ts';
import { muted, sectionHeading, state, statusText, table } from './BillingView.css.ts';
import { useDates } from '../../../format/dates.tsx';

export type HistoryData =
  { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; payments: readonly Payment[] };

export const reportHref = (paymentId: number) => `/settings/billing/report/${paymentId}`;

// The space's payments, newest first, each linking to its report (spec §2.4 billing/report/{id}).
export function PaymentHistory({ history }: { history: HistoryData }) {
  const { t, i18n } = useTranslation('billing');
  const { t: common } = useTranslation('common');
  const locale = i18n.language;
  const dates = useDates();
  return (
    <Card as="section" aria-labelledby="billing-history">
      <h2 id="billing-history" className={sectionHeading}>
        {t('history.title')}
      </h2>
      {history.status === 'loading' ? <Spinner /> : null}
      {history.status === 'error' ? (
        <div className={state}>
          <p role="alert" className={muted}>
            {t('history.loadFailed')}
          </p>
          <Button variant="secondary" onPress={history.onRetry}>
            {common('actions.retry')}
          </Button>
        </div>
      ) : null}
      {history.status === 'ready' && history.payments.length === 0 ? <p className={muted}>{t('history.empty')}</p> : null}
      {history.status === 'ready' && history.payments.length > 0 ? (
        <table className={table} aria-labelledby="billing-history">
          <thead>
            <tr>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.plan')}</th>
              <th scope="col">{t('history.period')}</th>
              <th scope="col">{t('history.amount')}</th>
              <th scope="col">{t('history.status')}</th>
              <th scope="col">{t('history.report')}</th>
            </tr>
          </thead>
          <tbody>
            {history.payments.map((payment) => (
              <tr key={payment.id}>
                <td data-label={t('history.date')}>{dates.dateTime({ s: payment.created_at })}</td>
                <td data-label={t('history.plan')}>{payment.tariff.name}</td>
                <td data-label={t('history.period')}>{t('checkout.periodDays', { count: payment.period })}</td>
                <td data-label={t('history.amount')}>{formatMoney(payment.amount, payment.currency, locale)}</td>
                <td data-label={t('history.status')}>
                  <span className={statusText} data-status={payment.status}>
                    {t(`status.${payment.status}`)}
                  </span>
                </td>
                <td>
                  <Link href={reportHref(payment.id)} aria-label={t('history.reportLabel', { id: payment.id })}>
                    {t('history.report')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
