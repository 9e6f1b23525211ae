import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { card, cards, group, groupLabel, head, limits, name, price, reason, tag } from './PlanPicker.css.ts';

export interface PlanOption {
  id: number;
  name: string;
  /** The price for the chosen period, already formatted ('14 990 ₽ за 30 дней'). */
  price: string;
  accountsLimit: number;
  usersLimit: number;
  /** The space's plan now. */
  current: boolean;
  /** Why it cannot be chosen (its limits are below the space's usage); null when it can. */
  disabledReason: string | null;
}

export interface PlanPickerProps {
  label: string;
  plans: readonly PlanOption[];
  value: number | null;
  onChange: (planId: number) => void;
  isDisabled?: boolean;
}

// spec §1: Start, Standard, Premium, each with its account and user limits and its price.
export function PlanPicker({ label, plans, value, onChange, isDisabled }: PlanPickerProps) {
  const { t } = useTranslation('billing');
  return (
    <RadioGroup
      className={group}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      isDisabled={isDisabled}
    >
      <Label className={groupLabel}>{label}</Label>
      <div className={cards}>
        {plans.map((plan) => (
          <Radio key={plan.id} value={String(plan.id)} className={card} isDisabled={plan.disabledReason !== null}>
            <span className={head}>
              <span className={name}>{plan.name}</span>
              {plan.current ? <span className={tag}>{t('checkout.current')}</span> : null}
            </span>
            <span className={price}>{plan.price}</span>
            <span className={limits}>
              <span>{t('checkout.planAccounts', { count: plan.accountsLimit })}</span>
              <br />
              <span>{t('checkout.planUsers', { count: plan.usersLimit })}</span>
            </span>
            {plan.disabledReason ? <span className={reason}>{plan.disabledReason}</span> : null}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
