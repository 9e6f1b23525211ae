// Every text the server answers with, in both languages (architecture "Value sets and locale":
// Russian by default, English when the request asks for it). Placeholders: {name}.
import { profileMessages } from './profile/messages.ts';
import { signupMessages } from './signup/messages.ts';
import { accountsMessages } from './accounts/messages.ts';
import { socialMessages } from './social/messages.ts';
import { itemsMessages } from './items/messages.ts';
import { chatsMessages } from './chats/messages.ts';

export type Language = 'ru' | 'en';

type Entry = { ru: string; en: string };

export const messages = {
  userNotFound: { en: 'User not found', ru: 'Пользователь не найден' },
  wrongPassword: { en: 'Incorrect email or password', ru: 'Неверный email или пароль' },
  codeRequired: {
    en: 'Enter the code from your authenticator app',
    ru: 'Введите код из приложения-аутентификатора',
  },
  invalidCode: { en: 'Invalid code', ru: 'Неверный код' },
  invalidSign: {
    en: 'The sign-in request is outdated or damaged. Check the clock on your device and try again.',
    ru: 'Запрос на вход устарел или повреждён. Проверьте время на устройстве и повторите попытку.',
  },
  invalidClient: {
    en: 'Unknown application (client_id or client_secret)',
    ru: 'Неизвестное приложение (client_id или client_secret)',
  },
  // spec §4: the console treats a 400 whose text contains 'token' as an invalid refresh token.
  invalidRefreshToken: { en: 'Invalid refresh token', ru: 'Недействительный refresh token' },
  // spec §4: the console recognises exactly this text; it is a protocol string, the same in both languages.
  accessTokenExpired: { en: 'Access token has expired', ru: 'Access token has expired' },
  unauthorized: { en: 'Unauthorized', ru: 'Требуется авторизация' },
  // spec §8: the console shows '{error}. Обратитесь к вашему администратору.'
  forbidden: { en: 'You have no access to this section', ru: 'У вас нет доступа к этому разделу' },
  userBlocked: {
    en: 'Your account is blocked. Contact your administrator.',
    ru: 'Ваша учётная запись заблокирована. Обратитесь к администратору.',
  },
  invalidStatus: {
    en: 'This status does not belong to any of your spaces',
    ru: 'Этот статус не относится ни к одному из ваших пространств',
  },
  filterNotFound: { en: 'Filter not found', ru: 'Фильтр не найден' },
  tooManyFilters: {
    en: 'Too many saved filters: delete the ones you no longer need and try again',
    ru: 'Сохранено слишком много фильтров: удалите ненужные и повторите попытку',
  },
  invalidIdempotencyKey: {
    en: 'Invalid Idempotency-Key header: 8 to 128 letters, digits, "-" or "_"',
    ru: 'Некорректный заголовок Idempotency-Key: от 8 до 128 латинских букв, цифр, «-» или «_»',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used for another request',
    ru: 'Этот Idempotency-Key уже использован для другого запроса',
  },
  idempotencyKeyInProgress: {
    en: 'A request with this Idempotency-Key is still being processed. Try again later.',
    ru: 'Запрос с этим Idempotency-Key ещё выполняется. Повторите попытку позже.',
  },
  tooManyAttempts: {
    en: 'Too many attempts. Try again in {seconds} s.',
    ru: 'Слишком много попыток. Повторите через {seconds} с.',
  },
  tooManyRequests: {
    en: 'Too many requests. Try again in {seconds} s.',
    ru: 'Слишком много запросов. Повторите через {seconds} с.',
  },
  invalidRequest: { en: 'Invalid request: {fields}', ru: 'Некорректный запрос: {fields}' },
  badRequest: { en: 'Invalid request', ru: 'Некорректный запрос' },
  payloadTooLarge: { en: 'The request is too large', ru: 'Слишком большой запрос' },
  unsupportedMediaType: { en: 'Unsupported request format', ru: 'Неподдерживаемый формат запроса' },
  notFound: { en: 'Not found', ru: 'Не найдено' },
  badHost: { en: 'Invalid Host header', ru: 'Некорректный заголовок Host' },
  internal: { en: 'Internal server error', ru: 'Внутренняя ошибка сервера' },
  // spec §8: account limit and user limit of the current billing plan reached.
  usersLimitReached: {
    en: 'The user limit of the current billing plan is reached ({limit}). Choose a larger plan on the billing page.',
    ru: 'Достигнут лимит пользователей текущего тарифа ({limit}). Выберите тариф больше на странице оплаты.',
  },
  accountsLimitReached: {
    en: 'The account limit of the current billing plan is reached ({limit}). Choose a larger plan on the billing page.',
    ru: 'Достигнут лимит аккаунтов текущего тарифа ({limit}). Выберите тариф больше на странице оплаты.',
  },
  planTooSmallUsers: {
    en: 'The user limit of the {plan} plan is reached: it allows {limit}, the space has {count}. Choose a larger plan.',
    ru: 'Достигнут лимит пользователей тарифа {plan}: он допускает {limit}, а в пространстве их {count}. Выберите тариф больше.',
  },
  planTooSmallAccounts: {
    en: 'The account limit of the {plan} plan is reached: it allows {limit}, the space has {count}. Choose a larger plan.',
    ru: 'Достигнут лимит аккаунтов тарифа {plan}: он допускает {limit}, а в пространстве их {count}. Выберите тариф больше.',
  },
  unknownPlan: { en: 'There is no such plan', ru: 'Такого тарифа нет' },
  promocodeNotFound: { en: 'There is no such promo code', ru: 'Такого промокода нет' },
  promocodeExpired: { en: 'This promo code has expired', ru: 'Срок действия промокода истёк' },
  promocodeUsedUp: { en: 'This promo code has been used up', ru: 'Промокод уже израсходован' },
  sandboxTitle: { en: 'Sandbox payment', ru: 'Тестовая оплата' },
  sandboxNotice: {
    en: 'This is a test payment page: no money is charged.',
    ru: 'Это тестовая страница оплаты: деньги не списываются.',
  },
  sandboxAmount: { en: 'Amount', ru: 'Сумма' },
  sandboxPay: { en: 'Pay', ru: 'Оплатить' },
  sandboxDecline: { en: 'Decline', ru: 'Отказаться' },
  sandboxSucceeded: { en: 'This payment has been made.', ru: 'Этот платёж уже оплачен.' },
  sandboxCanceled: { en: 'This payment has been cancelled.', ru: 'Этот платёж отменён.' },
  sandboxBack: { en: 'Back to the console', ru: 'Вернуться в консоль' },
  sandboxDescription: {
    en: '{space}: plan {plan}, {days} days',
    ru: '{space}: тариф {plan}, {days} дн.',
  },
  consoleNotBuiltTitle: { en: 'The console is not built yet', ru: 'Консоль ещё не собрана' },
  consoleNotBuiltText: {
    en: 'Build it with `npm run build` (or start everything with `npm start`), then reload this page.',
    ru: 'Соберите её командой `npm run build` (или запустите всё командой `npm start`) и обновите страницу.',
  },
  ...profileMessages,
  ...signupMessages,
  ...accountsMessages,
  ...socialMessages,
  ...itemsMessages,
  ...chatsMessages,
} as const satisfies Record<string, Entry>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return messages[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

// English when the most preferred language of Accept-Language is English; Russian otherwise.
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'ru';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.trim().split(';');
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const first = ranked[0]?.tag ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'ru';
}
