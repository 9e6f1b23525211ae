// The social sign-in slice's error texts of the mock server; they repeat apps/server/src/social/messages.ts
// with the provider named as VK.
export const SOCIAL_TEXTS = {
  ru: {
    socialCodeInvalid: 'Вход через {provider} не удался или устарел. Попробуйте ещё раз.',
    socialNoEmail: '{provider} не сообщил ваш email. Укажите его, чтобы завершить регистрацию.',
    socialEmailTaken: 'Учётная запись с этим email уже есть. Войдите с паролем и привяжите {provider} в профиле.',
    socialLinkedElsewhere: 'Этот аккаунт {provider} уже привязан к другой учётной записи',
    socialProviderLinked: 'К вашему профилю уже привязан другой аккаунт {provider}. Сначала отвяжите его.',
    socialSignupExpired: 'Регистрация через {provider} устарела. Начните заново.',
    invalidClient: 'Неизвестное приложение (client_id или client_secret)',
    oauthCodeInvalid: 'Код авторизации недействителен или устарел',
    deleteRequestNotFound: 'Запрос на удаление данных не найден',
    oauthClientUnknown: 'Неизвестное приложение или недопустимый адрес возврата',
  },
  en: {
    socialCodeInvalid: 'Signing in with {provider} failed or has expired. Try again.',
    socialNoEmail: '{provider} did not share your email. Enter it to finish signing up.',
    socialEmailTaken:
      'An account with this email already exists. Sign in with your password and link {provider} in your profile.',
    socialLinkedElsewhere: 'This {provider} account is already linked to another user',
    socialProviderLinked: 'Another {provider} account is already linked to your profile. Unlink it first.',
    socialSignupExpired: 'The sign-up with {provider} has expired. Start again.',
    invalidClient: 'Unknown application (client_id or client_secret)',
    oauthCodeInvalid: 'The authorization code is invalid or has expired',
    deleteRequestNotFound: 'Data deletion request not found',
    oauthClientUnknown: 'Unknown application or redirect address not allowed',
  },
} as const;
