// The profile slice's texts, in both languages; spread into messages.ts. The mocks repeat them
// (packages/api/src/mocks/profileTexts.ts).
export const profileMessages = {
  emailTaken: { ru: 'Этот email уже используется другой учётной записью', en: 'This email is already used by another account' },
  emailUnchanged: { ru: 'Это уже адрес вашей учётной записи', en: 'This is already the address of your account' },
  emailNotYours: {
    ru: 'Это не адрес вашей учётной записи. Сначала измените email.',
    en: 'This is not the address of your account. Change the email first.',
  },
  emailAlreadyConfirmed: { ru: 'Этот email уже подтверждён', en: 'This email is already confirmed' },
  confirmationTooSoon: {
    ru: 'Письмо уже отправлено. Повторите через {seconds} с.',
    en: 'The email has just been sent. Try again in {seconds} s.',
  },
  confirmationInvalid: { ru: 'Ссылка недействительна или устарела', en: 'The link is invalid or has expired' },
  emailConfirmed: { ru: 'Email подтверждён', en: 'Email confirmed' },
  confirmationSubject: { ru: 'Подтвердите email', en: 'Confirm your email' },
  confirmationText: {
    ru: 'Здравствуйте, {name}! Чтобы подтвердить адрес {email}, откройте ссылку: {link}\nСсылка действует 72 часа. Если вы не меняли email, просто проигнорируйте это письмо.',
    en: 'Hello {name}! To confirm the address {email}, open this link: {link}\nThe link works for 72 hours. If you did not change your email, ignore this message.',
  },
  wrongCurrentPassword: { ru: 'Текущий пароль указан неверно', en: 'The current password is incorrect' },
  passwordMismatch: { ru: 'Пароль и подтверждение не совпадают', en: "Confirmation and password didn't match" },
  passwordUnchanged: {
    ru: 'Новый пароль должен отличаться от текущего',
    en: 'The new password must differ from the current one',
  },
  otpAlreadyEnabled: { ru: 'Двухфакторная аутентификация уже включена', en: 'Two-factor authentication is already on' },
  otpNotEnabled: { ru: 'Двухфакторная аутентификация не включена', en: 'Two-factor authentication is not on' },
  otpSetupMissing: { ru: 'Начните настройку заново: ключ не найден', en: 'Start the set-up again: no key was found' },
  socialNotLinked: { ru: 'Этот вход через соцсеть не привязан', en: 'This social login is not linked' },
  unknownDepartment: { ru: 'Такого отдела нет', en: 'There is no such department' },
  unknownAssignee: { ru: 'Такого сотрудника нет в ваших пространствах', en: 'There is no such user in your spaces' },
  unknownCompany: {
    ru: 'Таких компаний нет в ваших пространствах: {ids}',
    en: 'There are no such companies in your spaces: {ids}',
  },
  unknownObject: {
    ru: 'Таких аккаунтов нет в ваших пространствах: {ids}',
    en: 'There are no such accounts in your spaces: {ids}',
  },
  unknownTag: { ru: 'Таких тегов нет в ваших пространствах: {ids}', en: 'There are no such tags in your spaces: {ids}' },
  unknownProvider: { ru: 'Такой соцсети нет в каталоге', en: 'There is no such network in the catalogue' },
  channelNotConnected: { ru: 'Канал не подключён: выберите «Никогда»', en: 'The channel is not connected: choose “Never”' },
} as const;
