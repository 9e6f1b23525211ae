import { PROMOCODE_MAX_LENGTH } from '@console/spec';
import { useTranslation } from 'react-i18next';
import type { Promocode } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { promoApplied, promoButton, promoRow } from './BillingView.css.ts';

export interface PromoFieldProps {
  code: string;
  promo: Promocode | null;
  /**
   * The sign-up promo code's discount, shown as applied (with its code) when no code is applied here; the
   * field stays, as a code entered at checkout applies instead (one discount per payment, the explicit choice wins).
   */
  signupPromo?: Promocode | null;
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
  const describe = (promo: Promocode) =>
    [
      promo.percent_off > 0 ? t('checkout.promoPercent', { percent: promo.percent_off }) : null,
      promo.extra_days > 0 ? t('checkout.promoDays', { count: promo.extra_days }) : null,
    ]
      .filter(Boolean)
      .join(', ');
  if (props.promo) {
    return (
      <div className={promoApplied} role="status">
        <span>
          {t('checkout.promoApplied', { code: props.promo.code })}: {describe(props.promo)}
        </span>
        <Button variant="ghost" onPress={props.onRemove} isDisabled={props.isDisabled}>
          {t('checkout.removePromo')}
        </Button>
      </div>
    );
  }
  const form = (
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
  if (!props.signupPromo) return form;
  return (
    <>
      <div className={promoApplied} role="status">
        <span>
          {t('checkout.signupPromoApplied', { code: props.signupPromo.code })}: {describe(props.signupPromo)}
        </span>
      </div>
      {form}
    </>
  );
}
