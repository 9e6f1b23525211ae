import { PAY_PERIOD_DAYS } from '@console/spec';
import { useTranslation } from 'react-i18next';
import type { BillingSpace, PayPeriod, Plan, Promocode } from '@console/api/contract';
import { checkoutTotal, periodSaving, planFits } from '@console/machines/rules/billing';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { PeriodPicker } from '../PeriodPicker/PeriodPicker.tsx';
import { PlanPicker, type PlanOption } from '../PlanPicker/PlanPicker.tsx';
import { formatMoney } from '../format.ts';
import { alert, muted, payRow, sectionHeading, summary, totalRow } from './BillingView.css.ts';
import { PromoField } from './PromoField.tsx';
import { useDates } from '../../../format/dates.tsx';

const DAY_MS = 86_400_000;

export interface CheckoutViewProps {
  space: BillingSpace;
  plans: readonly Plan[];
  currency: string;
  now: number;
  tariffId: number | null;
  period: PayPeriod;
  code: string;
  promo: Promocode | null;
  /** The sign-up promo code's discount, shown as applied when no code is applied here (a code applied here wins). */
  signupPromo?: Promocode | null;
  /** Texts to show, already in words (the server's, or the catalogue's). */
  promoError: string | null;
  payError: string | null;
  checking: boolean;
  paying: boolean;
  redirecting: boolean;
  onPlan: (tariffId: number) => void;
  onPeriod: (period: PayPeriod) => void;
  onCode: (code: string) => void;
  onApplyPromo: () => void;
  onRemovePromo: () => void;
  onPay: () => void;
}

// Choose a plan and a pay period, apply a promo code, see the total, and pay.
export function Checkout(props: CheckoutViewProps) {
  const { t, i18n } = useTranslation('billing');
  const locale = i18n.language;
  const money = (amount: number) => formatMoney(amount, props.currency, locale);
  const dates = useDates();
  const days = (count: number) => t('checkout.periodDays', { count });
  const busy = props.checking || props.paying || props.redirecting;
  const plan = props.plans.find((p) => p.id === props.tariffId) ?? null;
  const total = plan ? checkoutTotal(plan, props.period, props.promo ?? props.signupPromo ?? null) : null;
  const paidUntil = total ? Math.max(props.now, props.space.expires_at * 1000) + (props.period + total.extraDays) * DAY_MS : null;

  const planOptions: PlanOption[] = props.plans.map((p) => {
    const price = p.prices.find((x) => x.period === props.period)?.amount ?? 0;
    const tooSmall = !planFits(p, props.space.usage);
    const kind = props.space.usage.users > p.users_limit ? 'Users' : 'Accounts';
    return {
      id: p.id,
      name: p.name,
      price: t('checkout.pricePer', { price: money(price), period: days(props.period) }),
      accountsLimit: p.accounts_limit,
      usersLimit: p.users_limit,
      current: p.id === props.space.tariff.id,
      disabledReason: tooSmall
        ? t(`checkout.tooSmall${kind}`, {
            count: props.space.usage[kind === 'Users' ? 'users' : 'accounts'],
            limit: kind === 'Users' ? p.users_limit : p.accounts_limit,
          })
        : null,
    };
  });
  const saving = (period: PayPeriod) => ((plan ?? props.plans[0]) ? periodSaving(plan ?? props.plans[0]!, period) : 0);

  return (
    <Card as="section" aria-labelledby="billing-checkout">
      <h2 id="billing-checkout" className={sectionHeading}>
        {t('checkout.title')}
      </h2>
      <PlanPicker
        label={t('checkout.plan')}
        plans={planOptions}
        value={props.tariffId}
        onChange={props.onPlan}
        isDisabled={busy}
      />
      <PeriodPicker
        label={t('checkout.period')}
        value={props.period}
        onChange={(value) => props.onPeriod(value as PayPeriod)}
        isDisabled={busy}
        options={PAY_PERIOD_DAYS.map((period) => {
          const percent = saving(period);
          return { days: period, label: days(period), ...(percent > 0 ? { note: t('checkout.saving', { percent }) } : {}) };
        })}
      />
      <PromoField
        code={props.code}
        promo={props.promo}
        signupPromo={props.signupPromo ?? null}
        error={props.promoError}
        checking={props.checking}
        isDisabled={busy}
        onCode={props.onCode}
        onApply={props.onApplyPromo}
        onRemove={props.onRemovePromo}
      />
      {total ? (
        <dl className={summary} aria-label={t('checkout.summary')}>
          <dt>{t('checkout.price')}</dt>
          <dd>{money(total.full)}</dd>
          {total.discount > 0 ? (
            <>
              <dt>{t('checkout.discount')}</dt>
              <dd>−{money(total.discount)}</dd>
            </>
          ) : null}
          <dt className={totalRow}>{t('checkout.total')}</dt>
          <dd className={totalRow}>{money(total.total)}</dd>
        </dl>
      ) : null}
      {paidUntil !== null ? <p className={muted}>{t('checkout.newExpiry', { date: dates.date(paidUntil) })}</p> : null}
      <div className={payRow}>
        {props.payError ? (
          <p role="alert" className={alert}>
            {props.payError}
          </p>
        ) : null}
        <Button onPress={props.onPay} isPending={props.paying || props.redirecting} isDisabled={!total || props.checking}>
          {t('checkout.pay', { total: total ? money(total.total) : '' }).trim()}
        </Button>
        {props.redirecting ? (
          <p role="status" className={muted}>
            {t('checkout.redirecting')}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
