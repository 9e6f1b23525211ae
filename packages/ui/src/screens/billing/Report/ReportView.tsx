import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading, mutedText } from '../../layout/CenteredPage.css.ts';
import { formatMoney } from '../format.ts';
import { actions, details, outcome, outcomeLine, outcomeText, outcomeTitle } from './ReportView.css.ts';
import { useDates } from '../../../format/dates.tsx';

export type ReportData =
  | { status: 'loading' }
  | { status: 'error'; text: string | null; onRetry: () => void }
  | { status: 'ready'; payment: Payment; refreshing: boolean; onRefresh: () => void };

export type ReportViewProps = ReportData & { paymentId: number };

const billingHref = (spaceId: number) => `/settings/billing?space_id=${spaceId}`;

function Outcome({ payment, refreshing, onRefresh }: { payment: Payment; refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation('billing');
  const dates = useDates();
  const until = payment.expires_at === null ? null : dates.dateTime({ s: payment.expires_at });
  return (
    <div className={outcome} data-status={payment.status}>
      {payment.status === 'pending' ? <Spinner /> : null}
      <div className={outcomeText}>
        <div role="status" className={outcomeText}>
          <h2 className={outcomeTitle}>{t(`report.${payment.status}Title`)}</h2>
          {payment.status === 'paid' && until ? <p className={outcomeLine}>{t('space.paidUntil', { date: until })}</p> : null}
          {payment.status === 'failed' && payment.failure ? (
            <p className={outcomeLine}>{t(`failure.${payment.failure}`)}</p>
          ) : null}
          {payment.status === 'pending' ? <p className={outcomeLine}>{t('report.pendingText')}</p> : null}
        </div>
        {payment.status === 'pending' ? (
          <Button variant="secondary" onPress={onRefresh} isPending={refreshing}>
            {t('report.refresh')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Details({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation('billing');
  const locale = i18n.language;
  const money = (amount: number) => formatMoney(amount, payment.currency, locale);
  const dates = useDates();
  const rows: Array<[string, string | null]> = [
    [t('report.space'), payment.space_name],
    [t('report.plan'), payment.tariff.name],
    [t('report.period'), t('checkout.periodDays', { count: payment.period })],
    [t('report.fullAmount'), money(payment.full_amount)],
    [
      t('report.promocode'),
      payment.promocode &&
        t(payment.signup_promocode ? 'report.signupPromoValue' : 'report.promoValue', {
          code: payment.promocode,
          percent: payment.percent_off,
        }),
    ],
    [t('report.extraDays'), payment.extra_days > 0 ? t('checkout.promoDays', { count: payment.extra_days }) : null],
    [t('report.amount'), money(payment.amount)],
    [t('report.created'), dates.dateTime({ s: payment.created_at })],
    [t('report.finished'), payment.finished_at === null ? null : dates.dateTime({ s: payment.finished_at })],
    [t('report.newExpiry'), payment.expires_at === null ? null : dates.dateTime({ s: payment.expires_at })],
  ];
  return (
    <dl className={details} aria-label={t('report.details')}>
      {rows.map(([term, value]) =>
        value === null ? null : (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}

// /settings/billing/report/{id} (spec §2.4): the payment's status, plan, period, amount, promo code, dates and the
// space's new expiry; a pending payment is asked again until it is final.
export function ReportView(props: ReportViewProps) {
  const { t } = useTranslation('billing');
  const { t: common } = useTranslation('common');
  return (
    <CenteredPage width="wide" busy={props.status === 'loading'}>
      <h1 className={heading}>{t('report.title', { id: props.paymentId })}</h1>
      {props.status === 'loading' ? <Spinner size="lg" /> : null}
      {props.status === 'error' ? (
        <>
          <p role="alert" className={mutedText}>
            {props.text ?? t('report.loadFailed')}
          </p>
          <div className={actions}>
            <Button onPress={props.onRetry}>{common('actions.retry')}</Button>
            <Link href="/settings/billing" variant="standalone">
              {t('report.toBilling')}
            </Link>
          </div>
        </>
      ) : null}
      {props.status === 'ready' ? (
        <Card>
          <Outcome payment={props.payment} refreshing={props.refreshing} onRefresh={props.onRefresh} />
          <Details payment={props.payment} />
          <div className={actions}>
            <Link href={billingHref(props.payment.space_id)} variant="standalone">
              {props.payment.status === 'failed' ? t('report.tryAgain') : t('report.toBilling')}
            </Link>
          </div>
        </Card>
      ) : null}
    </CenteredPage>
  );
}
