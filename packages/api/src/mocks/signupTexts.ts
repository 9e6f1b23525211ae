// The sign-up slice's texts of the mock server; they repeat apps/server/src/signup/messages.ts.
export const SIGNUP_TEXTS = {
  ru: {
    captchaFailed: 'Проверка на робота не пройдена. Попробуйте ещё раз.',
    signupConfirmationSent: 'Добро пожаловать! Мы отправили ссылку для подтверждения на {email}.',
    signupRegistered: 'Вы успешно зарегистрировались.',
    invitationInvalid: 'Эта ссылка-приглашение уже использована или больше не действует',
    recoverySent: 'Мы отправили ссылку для смены пароля на {email}.',
    resetInvalid: 'Эта ссылка для смены пароля уже использована или устарела. Запросите новую.',
    resetMismatch: 'Пароль и подтверждение не совпадают',
    passwordReset: 'Пароль изменён.',
  },
  en: {
    captchaFailed: 'The anti-robot check failed. Try again.',
    signupConfirmationSent: 'Welcome! We have sent a confirmation link to {email}.',
    signupRegistered: 'You have successfully registered.',
    invitationInvalid: 'This invitation link has been used or is no longer valid',
    recoverySent: 'We have sent a link to reset your password to {email}.',
    resetInvalid: 'This password reset link has been used or has expired. Ask for a new one.',
    resetMismatch: "Confirmation and password didn't match",
    passwordReset: 'Your password has been changed.',
  },
} as const;
