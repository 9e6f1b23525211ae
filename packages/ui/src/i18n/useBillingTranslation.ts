import { useTranslation } from 'react-i18next';
import { addNamespace } from '@console/locales';
import ru from '@console/locales/ru/billing.json' with { type: 'json' };
import en from '@console/locales/en/billing.json' with { type: 'json' };

export const BILLING_BUNDLES = { ru, en };

/** The 'billing' namespace (issue 4), added on first use: its texts ship with the billing code, not the entry. */
export function useBillingTranslation() {
  const { i18n } = useTranslation();
  addNamespace(i18n, 'billing', BILLING_BUNDLES);
  return useTranslation('billing');
}
