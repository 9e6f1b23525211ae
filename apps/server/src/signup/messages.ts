// The email sign-up slice's texts, in both languages; spread into messages.ts.
export const signupMessages = {
  signupName: { en: 'Please enter your name', ru: 'Укажите ваше имя' },
  signupCompany: { en: 'Please enter your Company name', ru: 'Укажите название компании' },
  signupPassword: {
    en: 'Must contain at least one number and one special character',
    ru: 'Пароль должен содержать хотя бы одну цифру и один специальный символ',
  },
  captchaFailed: {
    en: 'The anti-robot check failed. Try again.',
    ru: 'Проверка на робота не пройдена. Попробуйте ещё раз.',
  },
  signupConfirmationSent: {
    en: 'Welcome! We have sent a confirmation link to {email}.',
    ru: 'Добро пожаловать! Мы отправили ссылку для подтверждения на {email}.',
  },
  signupRegistered: { en: 'You have successfully registered.', ru: 'Вы успешно зарегистрировались.' },
  invitationInvalid: {
    en: 'This invitation link has been used or is no longer valid',
    ru: 'Эта ссылка-приглашение уже использована или больше не действует',
  },
  invitationOtherEmail: {
    en: 'This invitation is for another address',
    ru: 'Это приглашение для другого адреса',
  },
  recoverySent: {
    en: 'We have sent a link to reset your password to {email}.',
    ru: 'Мы отправили ссылку для смены пароля на {email}.',
  },
  recoverySubject: { en: 'Password reset', ru: 'Смена пароля' },
  recoveryText: {
    en: 'Hello, {name}!\n\nTo set a new password, open this link (it works once, for {hours} hours):\n{link}\n\nIf you did not ask for it, ignore this letter.',
    ru: 'Здравствуйте, {name}!\n\nЧтобы задать новый пароль, откройте ссылку (она действует один раз, {hours} ч):\n{link}\n\nЕсли вы не запрашивали смену пароля, просто проигнорируйте это письмо.',
  },
  resetInvalid: {
    en: 'This password reset link has been used or has expired. Ask for a new one.',
    ru: 'Эта ссылка для смены пароля уже использована или устарела. Запросите новую.',
  },
  resetMismatch: { en: "Confirmation and password didn't match", ru: 'Пароль и подтверждение не совпадают' },
  passwordReset: { en: 'Your password has been changed.', ru: 'Пароль изменён.' },
  outboxTitle: { en: 'Sandbox outbox', ru: 'Тестовая почта' },
  outboxNotice: {
    en: 'The demo server sends no real email: these are the letters it would have sent, newest first.',
    ru: 'Демо-сервер не отправляет настоящих писем: здесь письма, которые он отправил бы, сначала новые.',
  },
  outboxEmpty: { en: 'No letters yet.', ru: 'Писем пока нет.' },
  outboxTo: { en: 'To', ru: 'Кому' },
  outboxOpenLink: { en: 'Open the link', ru: 'Открыть ссылку' },
} as const;
