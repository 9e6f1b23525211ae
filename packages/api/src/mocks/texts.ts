import { PROFILE_TEXTS } from './profileTexts.ts';

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
    ...PROFILE_TEXTS.ru,
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
    ...PROFILE_TEXTS.en,
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
