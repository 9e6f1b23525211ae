// The account-connection slice's error texts of the mock server; they repeat apps/server/src/accounts/messages.ts.
export const ACCOUNTS_TEXTS = {
  ru: {
    accountCodeMissing: 'Отсутствует параметр code',
    accountTwitterParamsMissing: 'missing required parameters',
    accountCodeInvalid: 'Код подтверждения недействителен или устарел. Подключите аккаунт ещё раз.',
    accountsLimitReached: 'Достигнут лимит аккаунтов текущего тарифа ({limit}). Выберите тариф больше на странице оплаты.',
  },
  en: {
    accountCodeMissing: 'The code parameter is missing',
    accountTwitterParamsMissing: 'missing required parameters',
    accountCodeInvalid: 'The authorization code is invalid or has expired. Connect the account again.',
    accountsLimitReached:
      'The account limit of the current billing plan is reached ({limit}). Choose a larger plan on the billing page.',
  },
} as const;
