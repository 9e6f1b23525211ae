// The social sign-in slice's texts, in both languages; spread into messages.ts. Placeholders: {provider}.
export const socialMessages = {
  socialCodeInvalid: {
    ru: 'Вход через {provider} не удался или устарел. Попробуйте ещё раз.',
    en: 'Signing in with {provider} failed or has expired. Try again.',
  },
  socialNoEmail: {
    ru: '{provider} не сообщил ваш email. Укажите его, чтобы завершить регистрацию.',
    en: '{provider} did not share your email. Enter it to finish signing up.',
  },
  socialEmailTaken: {
    ru: 'Учётная запись с этим email уже есть. Войдите с паролем и привяжите {provider} в профиле.',
    en: 'An account with this email already exists. Sign in with your password and link {provider} in your profile.',
  },
  socialTwoFactor: {
    ru: 'У этой учётной записи включена двухфакторная аутентификация: войдите с email, паролем и кодом.',
    en: 'This account uses two-factor authentication: sign in with your email, password and code.',
  },
  socialSignupExpired: {
    ru: 'Регистрация через {provider} устарела. Начните заново.',
    en: 'The sign-up with {provider} has expired. Start again.',
  },
  socialLinkedElsewhere: {
    ru: 'Этот аккаунт {provider} уже привязан к другой учётной записи',
    en: 'This {provider} account is already linked to another user',
  },
  socialProviderLinked: {
    ru: 'К вашему профилю уже привязан другой аккаунт {provider}. Сначала отвяжите его.',
    en: 'Another {provider} account is already linked to your profile. Unlink it first.',
  },
  socialCompanyName: { ru: 'Компания {name}', en: "{name}'s company" },
  socialSandboxTitle: { ru: 'Вход через {provider} (песочница)', en: 'Sign in with {provider} (sandbox)' },
  socialSandboxNotice: {
    ru: 'Это тестовая страница входа: настоящий {provider} не вызывается. Приложение просит доступ к вашему email.',
    en: 'This is a test sign-in page: the real {provider} is not contacted. The application asks for your email.',
  },
  socialSandboxAccount: { ru: 'ID аккаунта у провайдера', en: 'Account id at the provider' },
  socialSandboxName: { ru: 'Имя', en: 'Name' },
  socialSandboxEmail: { ru: 'Email', en: 'Email' },
  socialSandboxNoEmail: { ru: 'Не сообщать email', en: 'Do not share the email' },
  socialSandboxAllow: { ru: 'Разрешить', en: 'Allow' },
  socialSandboxDeny: { ru: 'Отказать', en: 'Deny' },
  socialSandboxBadRequest: {
    ru: 'Неверный запрос авторизации: нужны response_type=code и redirect_uri этой консоли (/login/{provider}).',
    en: 'Invalid authorization request: response_type=code and this console’s redirect_uri (/login/{provider}) are required.',
  },
  deleteRequestNotFound: { ru: 'Запрос на удаление данных не найден', en: 'Data deletion request not found' },
  oauthCodeInvalid: {
    ru: 'Код авторизации недействителен или устарел',
    en: 'The authorization code is invalid or has expired',
  },
  oauthClientUnknown: {
    ru: 'Неизвестное приложение или недопустимый адрес возврата',
    en: 'Unknown application or redirect address not allowed',
  },
} as const;

export const SOCIAL_PROVIDER_NAMES = {
  vk: { ru: 'ВКонтакте', en: 'VK' },
  vkid: { ru: 'VK ID', en: 'VK ID' },
  google: { ru: 'Google', en: 'Google' },
  facebook: { ru: 'Facebook', en: 'Facebook' },
  yandex: { ru: 'Яндекс', en: 'Yandex' },
} as const;
