import { useTranslation } from 'react-i18next';
import type { BillingSpace } from '@console/api/contract';
import { limitsReached } from '@console/machines/rules/billing';
import { Card } from '../../../components/Card/Card.tsx';
import { PaymentBadge } from '../PaymentBadge/PaymentBadge.tsx';
import { usePaymentStateText } from '../../layout/BillingMenu/BillingMenuEntry.tsx';
import { facts, limitReached, notice, sectionHeading, usage } from './BillingView.css.ts';
import { spacePaymentState } from '../spaceState.ts';
import { useDates } from '../../../format/dates.tsx';

function Usage({ space }: { space: BillingSpace }) {
  const { t } = useTranslation('billing');
  const reached = limitsReached(space.usage, space.limits);
  const line = (kind: 'users' | 'accounts') =>
    space.limits
      ? t(`usage.${kind}`, { count: space.usage[kind], limit: space.limits[kind] })
      : t(`usage.${kind}Unlimited`, { count: space.usage[kind] });
  return (
    <ul className={usage} aria-label={t('usage.title')}>
      {(['users', 'accounts'] as const).map((kind) => (
        <li key={kind}>
          {line(kind)}
          {reached.includes(kind) ? (
            // spec §8: account limit and user limit of the current billing plan reached.
            <>
              {' — '}
              <span className={limitReached}>{t(`usage.${kind}LimitReached`)}</span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

// The chosen space: plan, trial or paid, expiry and time left, its colour, the deletion notice, and its usage.
export function SpaceStatus({ space, now }: { space: BillingSpace; now: number }) {
  const { t } = useTranslation('billing');
  const dates = useDates();
  const stateText = usePaymentStateText();
  const state = spacePaymentState(space, now);
  const expiry = dates.dateTime({ s: space.expires_at });
  return (
    <Card as="section" aria-labelledby="billing-space">
      <h2 id="billing-space" className={sectionHeading}>
        {space.name}
      </h2>
      <PaymentBadge colour={state.colour}>{stateText(state)}</PaymentBadge>
      <p className={facts}>
        <span>{t('space.tariff', { name: space.tariff.name })}</span>
        <span>
          {state.expired
            ? t('space.expiredOn', { date: expiry })
            : t(space.is_trial ? 'space.trialUntil' : 'space.paidUntil', { date: expiry })}
        </span>
      </p>
      {state.expired ? (
        // spec §4: deleted 3 days after expiry for a trial, 7 for a paid space.
        <p className={notice} role="status">
          {t('space.deletion', { date: dates.date(state.deletionAt) })}
        </p>
      ) : null}
      <Usage space={space} />
    </Card>
  );
}
