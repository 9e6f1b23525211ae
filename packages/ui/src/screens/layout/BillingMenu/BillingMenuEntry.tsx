import { useTranslation } from 'react-i18next';
import { PaymentBadge, type PaymentBadgeColour } from '../../billing/PaymentBadge/PaymentBadge.tsx';
import { entryDetail, entryName } from './BillingMenu.css.ts';
import { useDates } from '../../../format/dates.tsx';

export interface BillingMenuSpace {
  id: number;
  name: string;
  colour: PaymentBadgeColour;
  expired: boolean;
  trial: boolean;
  /** Whole days left, rounded down. */
  daysLeft: number;
  /** Unix ms: spec §4, 3 days after expiry for a trial, 7 for a paid space. */
  deletionAt: number;
}

/** The words of a space's payment state: 'Блокировка' after expiry (spec §4), otherwise the days left. */
export function usePaymentStateText(): (space: Pick<BillingMenuSpace, 'expired' | 'daysLeft'>) => string {
  const { t } = useTranslation('billing');
  return (space) =>
    space.expired
      ? t('space.needPayment')
      : space.daysLeft < 1
        ? t('space.lessThanDay')
        : t('space.daysLeft', { count: space.daysLeft });
}

// One space in the dropdown: name, badge, and the deletion notice after expiry (or the trial) under it. All of it
// is the entry's accessible name, so what is seen is what is announced.
export function BillingMenuEntryContent({ space }: { space: BillingMenuSpace }) {
  const { t } = useTranslation('billing');
  const stateText = usePaymentStateText();
  const date = useDates().date(space.deletionAt);
  const detail = space.expired ? t('space.deletionShort', { date }) : space.trial ? t('space.trial') : null;
  return (
    <>
      <span className={entryName}>{space.name}</span>
      <PaymentBadge colour={space.colour}>{stateText(space)}</PaymentBadge>
      {detail ? <span className={entryDetail}>{detail}</span> : null}
    </>
  );
}
