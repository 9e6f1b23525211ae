import { useTranslation } from 'react-i18next';
import type { Promocode } from '@console/api/contract';
import { PROMOCODE_MAX_LENGTH } from '@console/machines/rules/billing';
import { Button } from '../../../components/Button/Button.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { promoApplied, promoButton, promoRow } from './BillingView.css.ts';

export interface PromoFieldProps {
  code: string;
  promo: Promocode | null;
  error: string | null;
  checking: boolean;
  isDisabled: boolean;
  onCode: (code: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

// spec §1 promo codes: checked by the server; a refusal shows the server's text under the field.
export function PromoField(props: PromoFieldProps) {
  const { t } = useTranslation('billing');
  if (props.promo) {
    const parts = [
      props.promo.percent_off > 0 ? t('checkout.promoPercent', { percent: props.promo.percent_off }) : null,
      props.promo.extra_days > 0 ? t('checkout.promoDays', { count: props.promo.extra_days }) : null,
    ].filter(Boolean);
    return (
      <div className={promoApplied} role="status">
        <span>
          {t('checkout.promoApplied', { code: props.promo.code })}: {parts.join(', ')}
        </span>
        <Button variant="ghost" onPress={props.onRemove} isDisabled={props.isDisabled}>
          {t('checkout.removePromo')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className={promoRow}
      onSubmit={(event) => {
        event.preventDefault();
        props.onApply();
      }}
    >
      <TextField
        label={t('checkout.promocode')}
        value={props.code}
        onChange={props.onCode}
        maxLength={PROMOCODE_MAX_LENGTH}
        autoComplete="off"
        isDisabled={props.isDisabled && !props.checking}
        isReadOnly={props.checking}
        isInvalid={props.error !== null}
        errorMessage={props.error ?? undefined}
      />
      <Button
        type="submit"
        variant="secondary"
        className={promoButton}
        isPending={props.checking}
        isDisabled={props.code.trim() === '' || (props.isDisabled && !props.checking)}
      >
        {t('checkout.apply')}
      </Button>
    </form>
  );
}
