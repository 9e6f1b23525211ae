import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { BillingSpace, PlansResponse } from '@console/api/contract';
import type { BillingError } from '@console/machines/checkoutMachine';
import { mostUrgentSpace, planFits } from '@console/machines/rules/billing';
import { useBillingPlans, useCheckoutMachine, useBillingSpaces, useNow, usePayments } from '../../../data/index.ts';
import { BillingView } from './BillingView.tsx';

export interface BillingScreenProps {
  /** Leaves for the payment provider's page; the console's default is a full navigation (stories record it). */
  openConfirmation?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

function useErrorText(kind: 'pay' | 'promo'): (error: BillingError | null) => string | null {
  const { t } = useTranslation('billing');
  return (error) => {
    if (error === null) return null;
    if (error.kind === 'server') return error.text; // spec §8: the server's text (limit reached, promo code refused)
    if (error.kind === 'network') return t('checkout.networkError');
    return t(kind === 'pay' ? 'checkout.payFailed' : 'checkout.promoFailed');
  };
}

// One space's billing with its own checkout machine: choosing another space starts a fresh one (keyed by id).
function SpaceBilling(props: {
  spaces: readonly BillingSpace[];
  space: BillingSpace;
  plans: PlansResponse;
  openConfirmation: (url: string) => void;
}) {
  const { space, plans } = props;
  const now = useNow();
  const payments = usePayments(space.id);
  const payText = useErrorText('pay');
  const promoText = useErrorText('promo');
  const machine = useCheckoutMachine(props.openConfirmation);
  // The space's own plan first; a plan that cannot hold the space is never preselected.
  const own = plans.items.find((plan) => plan.id === space.tariff.id && planFits(plan, space.usage));
  const first = own ?? plans.items.find((plan) => planFits(plan, space.usage));
  const [state, send] = useMachine(machine, {
    input: { spaceId: space.id, tariffId: first?.id ?? null, period: 30, signupPromo: space.signup_promocode ?? null },
  });
  const { context } = state;

  return (
    <BillingView
      status="ready"
      spaces={props.spaces}
      space={space}
      now={now}
      history={
        payments.data
          ? { status: 'ready', payments: payments.data.items }
          : payments.error
            ? { status: 'error', onRetry: () => void payments.mutate() }
            : { status: 'loading' }
      }
      checkout={{
        plans: plans.items,
        currency: plans.currency,
        tariffId: context.tariffId,
        period: context.period,
        code: context.code,
        promo: context.promo,
        signupPromo: context.signupPromo,
        promoError: promoText(context.promoError),
        payError: payText(context.payError),
        checking: state.hasTag('checking'),
        paying: state.hasTag('paying'),
        redirecting: state.hasTag('redirecting'),
        onPlan: (tariffId) => send({ type: 'plan.choose', tariffId }),
        onPeriod: (period) => send({ type: 'period.choose', period }),
        onCode: (code) => send({ type: 'promo.change', code }),
        onApplyPromo: () => send({ type: 'promo.apply' }),
        onRemovePromo: () => send({ type: 'promo.remove' }),
        onPay: () => send({ type: 'pay' }),
      }}
    />
  );
}

// /settings/billing?space_id: the spaces and plans from the server, the chosen (or most urgent) space.
export function BillingScreen({ openConfirmation = leaveFor }: BillingScreenProps) {
  const spaces = useBillingSpaces();
  const plans = useBillingPlans();
  const search = useSearch();
  const requested = Number(new URLSearchParams(search).get('space_id'));

  if (spaces.data && plans.data) {
    const space = mostUrgentSpace(spaces.data.items, Number.isInteger(requested) && requested > 0 ? requested : null);
    if (!space) return <BillingView status="empty" />;
    return (
      <SpaceBilling
        key={space.id}
        spaces={spaces.data.items}
        space={space}
        plans={plans.data}
        openConfirmation={openConfirmation}
      />
    );
  }
  if (spaces.error || plans.error) {
    return (
      <BillingView
        status="error"
        onRetry={() => {
          void spaces.mutate();
          void plans.mutate();
        }}
      />
    );
  }
  return <BillingView status="loading" />;
}
