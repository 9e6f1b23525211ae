// Money of the billing screens, written the UI locale's way with Intl; dates: format/dates.tsx.

/** Minor units (kopecks) as currency; whole amounts without decimals. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const whole = amount % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol', // ₽, not RUB, in every locale
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100);
}
