// Money and dates of the billing screens, written the UI locale's way with Intl (issue 4).

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

/** Unix seconds (spec §3 expires_at) or ms as a long date. */
export const formatDate = (time: { s: number } | { ms: number }, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format('s' in time ? time.s * 1000 : time.ms);

export const formatDateTime = (seconds: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(seconds * 1000);
