import { useTranslation } from 'react-i18next';
import type { BillingSpace } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { column, content, heading, layout, muted, page, state } from './BillingView.css.ts';
import { Checkout, type CheckoutViewProps } from './Checkout.tsx';
import { PaymentHistory, type HistoryData } from './PaymentHistory.tsx';
import { SpaceList } from './SpaceList.tsx';
import { SpaceStatus } from './SpaceStatus.tsx';

export type BillingData =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'empty' }
  | {
      status: 'ready';
      spaces: readonly BillingSpace[];
      space: BillingSpace;
      now: number;
      checkout: Omit<CheckoutViewProps, 'space' | 'now'>;
      history: HistoryData;
    };

export type BillingViewProps = BillingData;

// /settings/billing: the user's spaces, the chosen one's state and limits, paying for it, its history.
export function BillingView(props: BillingViewProps) {
  const { t } = useTranslation('billing');
  const { t: common } = useTranslation('common');
  return (
    <main className={page} aria-busy={props.status === 'loading' || undefined}>
      <div className={column}>
        <h1 className={heading}>{t('page.title')}</h1>
        {props.status === 'loading' ? <Spinner size="lg" /> : null}
        {props.status === 'error' ? (
          <div className={state}>
            <p role="alert" className={muted}>
              {t('page.loadFailed')}
            </p>
            <Button onPress={props.onRetry}>{common('actions.retry')}</Button>
          </div>
        ) : null}
        {props.status === 'empty' ? <p className={muted}>{t('page.noSpaces')}</p> : null}
        {props.status === 'ready' ? (
          <div className={layout}>
            <SpaceList spaces={props.spaces} selectedId={props.space.id} now={props.now} />
            <div className={content}>
              <SpaceStatus space={props.space} now={props.now} />
              <Checkout {...props.checkout} space={props.space} now={props.now} />
              <PaymentHistory history={props.history} />
            </div>
          </div>
        ) : null}
      </div>
    </main>
  );
}
