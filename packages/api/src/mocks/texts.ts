import { PROFILE_TEXTS } from './profileTexts.ts';
import { SIGNUP_TEXTS } from './signupTexts.ts';
import { ACCOUNTS_TEXTS } from './accountsTexts.ts';
import { SOCIAL_TEXTS } from './socialTexts.ts';
import { CHATS_TEXTS } from './chatsTexts.ts';

// The mock server's error texts in the request's language (spec §7: Accept-Language, Russian by default).
// They repeat the reference server's texts (apps/server/src/messages.ts) so stories show what users see.
export const MOCK_TEXTS = {
  ru: {
    invalidRequest: 'Некорректный запрос',
    invalidSign: 'Запрос на вход устарел или повреждён. Проверьте время на устройстве и повторите попытку.',
    userNotFound: 'Пользователь не найден',
    wrongPassword: 'Неверный email или пароль',
    codeRequired: 'Введите код из приложения-аутентификатора',
    invalidCode: 'Неверный код',
    unauthorized: 'Требуется авторизация',
    // spec §4 classifies an expired token by this exact text, the same in both languages.
    accessTokenExpired: 'Access token has expired',
    // spec §4: an invalid refresh is a 400 whose text contains 'token'.
    invalidRefreshToken: 'Недействительный refresh token',
    internal: 'Внутренняя ошибка сервера',
    // spec §8: the console shows '{error}. Обратитесь к вашему администратору.'
    forbidden: 'У вас нет доступа к этому разделу',
    invalidStatus: 'Этот статус не относится ни к одному из ваших пространств',
    notFound: 'Не найдено',
    filterNotFound: 'Фильтр не найден',
    itemConflict: 'Пока вы смотрели, этот комментарий изменил другой сотрудник',
    // As the reference server's (apps/server/src/items/messages.ts): tags of another space, named.
    itemTagOtherSpace: 'Теги {ids} не относятся к пространству комментария',
    itemReplyTooLong: 'Ответ длиннее, чем позволяет {provider}: {length} из {limit}',
    tooManyFilters: 'Сохранено слишком много фильтров: удалите ненужные и повторите попытку',
    unknownPlan: 'Такого тарифа нет',
    promocodeNotFound: 'Такого промокода нет',
    promocodeExpired: 'Срок действия промокода истёк',
    promocodeUsedUp: 'Промокод уже израсходован',
    planTooSmallUsers:
      'Достигнут лимит пользователей тарифа {plan}: он допускает {limit}, а в пространстве их {count}. Выберите тариф больше.',
    planTooSmallAccounts:
      'Достигнут лимит аккаунтов тарифа {plan}: он допускает {limit}, а в пространстве их {count}. Выберите тариф больше.',
    ...PROFILE_TEXTS.ru,
    ...SIGNUP_TEXTS.ru,
    ...ACCOUNTS_TEXTS.ru,
    ...SOCIAL_TEXTS.ru,
    ...CHATS_TEXTS.ru,
  },
  en: {
    invalidRequest: 'Invalid request',
    invalidSign: 'The sign-in request is outdated or damaged. Check the clock on your device and try again.',
    userNotFound: 'User not found',
    wrongPassword: 'Incorrect email or password',
    codeRequired: 'Enter the code from your authenticator app',
    invalidCode: 'Invalid code',
    unauthorized: 'Unauthorized',
    accessTokenExpired: 'Access token has expired',
    invalidRefreshToken: 'Invalid refresh token',
    internal: 'Internal server error',
    forbidden: 'You have no access to this section',
    invalidStatus: 'This status does not belong to any of your spaces',
    notFound: 'Not found',
    filterNotFound: 'Filter not found',
    itemConflict: 'Someone else changed this comment while you were looking at it',
    itemTagOtherSpace: "Tags {ids} do not belong to the comment's space",
    itemReplyTooLong: 'The reply is longer than {provider} allows: {length} of {limit}',
    tooManyFilters: 'Too many saved filters: delete the ones you no longer need and try again',
    unknownPlan: 'There is no such plan',
    promocodeNotFound: 'There is no such promo code',
    promocodeExpired: 'This promo code has expired',
    promocodeUsedUp: 'This promo code has been used up',
    planTooSmallUsers:
      'The user limit of the {plan} plan is reached: it allows {limit}, the space has {count}. Choose a larger plan.',
    planTooSmallAccounts:
      'The account limit of the {plan} plan is reached: it allows {limit}, the space has {count}. Choose a larger plan.',
    ...PROFILE_TEXTS.en,
    ...SIGNUP_TEXTS.en,
    ...ACCOUNTS_TEXTS.en,
    ...SOCIAL_TEXTS.en,
    ...CHATS_TEXTS.en,
  },
} as const;

export type MockTextKey = keyof (typeof MOCK_TEXTS)['ru'];

// Accept-Language `en…` answers in English; anything else in Russian.
export function requestLocale(request: Request): 'ru' | 'en' {
  return (request.headers.get('Accept-Language') ?? '').trim().toLowerCase().startsWith('en') ? 'en' : 'ru';
}

export const mockText = (request: Request, key: MockTextKey, params: Record<string, string | number> = {}): string =>
  MOCK_TEXTS[requestLocale(request)][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
