import { expect, userEvent, waitFor, within } from 'storybook/test';

// The spec's texts verbatim (spec §2.1, §5, §8); the generic text is ours.
export const TEXTS = {
  ru: {
    title: 'Вход',
    emailRequired: 'Введите email',
    emailInvalid: 'Укажите корректный email',
    passwordShort: 'Используйте не менее 8 символов для пароля',
    network: 'Сервис недоступен. Проверьте ваше интернет-соединение и повторите попытку.',
    unknown: 'Что-то пошло не так. Попробуйте ещё раз позже.',
    wait30: 'Слишком много попыток входа. Попробуйте снова через 30 с.',
    wait15min: 'Слишком много попыток входа. Попробуйте снова через 15 мин.',
    password: 'Пароль',
    submit: 'Войти',
    code: 'Одноразовый код',
    submitCode: 'Подтвердить',
    back: 'Назад',
    sessionExpired: 'Сессия истекла',
    signupLink: 'Регистрация',
    recoveryLink: 'Забыли пароль?',
  },
  en: {
    title: 'Sign in',
    emailRequired: 'Enter email',
    emailInvalid: 'Please specify a valid email',
    passwordShort: 'Use 8 characters or more for your password',
    network: 'Service is unavailable. Check your network connection status and try again.',
    unknown: 'Something went wrong. Please try again later.',
    wait30: 'Too many sign-in attempts. Try again in 30 s.',
    wait15min: 'Too many sign-in attempts. Try again in 15 min.',
    password: 'Password',
    submit: 'Sign in',
    code: 'One-time code',
    submitCode: 'Confirm',
    back: 'Back',
    sessionExpired: 'Session expired',
    signupLink: 'Sign up',
    recoveryLink: 'Forgot your password?',
  },
} as const;

export type Texts = (typeof TEXTS)[keyof typeof TEXTS];

export async function fillAndSubmit(canvasElement: HTMLElement, texts: Texts, email: string, password: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  if (password) await userEvent.type(canvas.getByLabelText(texts.password, { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
}

export async function enterCode(canvasElement: HTMLElement, texts: Texts, code: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: texts.code });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, code);
  await userEvent.click(canvas.getByRole('button', { name: texts.submitCode }));
}

// Pretends the browser's languages for one story (spec §2.1: an English browser adds locale=en).
export const browserLanguages = (languages: string[]) => () => {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
  return () => void Reflect.deleteProperty(navigator, 'languages');
};
