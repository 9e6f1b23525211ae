import { useTranslation } from 'react-i18next';
import type { BillingSpace } from '@console/api/contract';
import { Link } from '../../../components/Link/Link.tsx';
import { PaymentBadge } from '../PaymentBadge/PaymentBadge.tsx';
import { usePaymentStateText } from '../../layout/BillingMenu/BillingMenuEntry.tsx';
import { facts, sectionHeading, spaceLink, spaceList, spaceName } from './BillingView.css.ts';
import { spacePaymentState } from '../spaceState.ts';

export const billingHref = (spaceId: number) => `/settings/billing?space_id=${spaceId}`;

// Every space of the user, each linking to its billing (query space_id selects the space).
export function SpaceList({ spaces, selectedId, now }: { spaces: readonly BillingSpace[]; selectedId: number; now: number }) {
  const { t } = useTranslation('billing');
  const stateText = usePaymentStateText();
  return (
    <nav aria-labelledby="billing-spaces">
      <h2 id="billing-spaces" className={sectionHeading}>
        {t('page.spaces')}
      </h2>
      <ul className={spaceList}>
        {spaces.map((space) => {
          const state = spacePaymentState(space, now);
          return (
            <li key={space.id}>
              <Link
                href={billingHref(space.id)}
                className={spaceLink}
                aria-current={space.id === selectedId ? 'page' : undefined}
              >
                <span className={spaceName}>{space.name}</span>
                <PaymentBadge colour={state.colour}>{stateText(state)}</PaymentBadge>
                <span className={facts}>
                  <span>{t('space.tariff', { name: space.tariff.name })}</span>
                  <span>{space.is_trial ? t('space.trial') : t('space.paid')}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
