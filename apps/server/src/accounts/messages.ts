// The account-connection slice's texts, in both languages; spread into messages.ts.
export const accountsMessages = {
  // spec §8 callbacks: 'Отсутствует параметр code'; twitter: 'missing required parameters'.
  accountCodeMissing: { ru: 'Отсутствует параметр code', en: 'The code parameter is missing' },
  accountTwitterParamsMissing: { ru: 'missing required parameters', en: 'missing required parameters' },
  accountCodeInvalid: {
    ru: 'Код подтверждения недействителен или устарел. Подключите аккаунт ещё раз.',
    en: 'The authorization code is invalid or has expired. Connect the account again.',
  },
  accountAccessDenied: {
    ru: 'Вы не предоставили доступ к аккаунту',
    en: 'You have not granted access to your account',
  },
  accountProviderError: {
    ru: 'Соцсеть не подключила аккаунт: {description}',
    en: 'The network did not connect the account: {description}',
  },
  accountNoCompany: {
    ru: 'В пространстве нет компании, к которой можно подключить аккаунт',
    en: 'There is no company to connect the account to',
  },
  sandboxConnectTitle: { ru: 'Тестовая авторизация: {provider}', en: 'Sandbox authorization: {provider}' },
  sandboxConnectNotice: {
    ru: 'Это тестовая страница соцсети на демонстрационном сервере. Настоящая соцсеть здесь не используется.',
    en: 'This is a sandbox page of the network on the demo server. No real network is contacted.',
  },
  sandboxConnectName: { ru: 'Название аккаунта', en: 'Account name' },
  sandboxConnectAccountId: {
    ru: 'Идентификатор аккаунта в соцсети (необязательно; тот же идентификатор переподключает аккаунт)',
    en: 'Account id on the network (optional; the same id reconnects that account)',
  },
  sandboxConnectDefaultName: { ru: 'Тестовый аккаунт {provider}', en: 'Sandbox {provider} account' },
  sandboxConnectAllow: { ru: 'Разрешить доступ', en: 'Allow access' },
  sandboxConnectDeny: { ru: 'Отказать', en: 'Deny' },
  sandboxConnectFail: { ru: 'Ответить ошибкой', en: 'Answer with an error' },
  sandboxConnectFailure: {
    ru: 'Тестовая ошибка соцсети',
    en: 'Sandbox network error',
  },
  sandboxConnectDenied: { ru: 'Пользователь отказал в доступе', en: 'The user denied access' },
  sandboxConnectBadRedirect: {
    ru: 'Адрес возврата должен вести на страницу /callback/{provider} этой консоли.',
    en: 'The return address must be the /callback/{provider} page of this console.',
  },
} as const;
