import { expect, userEvent, within } from 'storybook/test';

// The sign-up slice's texts in the stories: the spec's verbatim (spec §2.1, §5, §8), the rest ours.
export const SIGNUP_TEXTS = {
  ru: {
    title: 'Регистрация',
    invitationTitle: 'Регистрация по приглашению',
    trial: '14 дней бесплатно!',
    company: 'Компания',
    name: 'Имя',
    password: 'Пароль',
    promocode: 'Промокод',
    submit: 'Зарегистрироваться',
    consent: 'Я соглашаюсь на обработку персональных данных',
    nameRequired: 'Укажите ваше имя',
    companyRequired: 'Укажите название компании',
    emailInvalid: 'Укажите корректный email',
    passwordRequired: 'Укажите пароль',
    passwordWeak: 'Пароль должен содержать хотя бы одну цифру и один специальный символ',
    consentRequired: 'Необходимо согласие',
    failed: 'Не удалось создать пользователя. Попробуйте ещё раз.',
    confirmationTitle: 'Подтвердите email',
    registered: 'Вы успешно зарегистрировались',
    signingIn: 'Выполняем вход…',
    loading: 'Проверяем приглашение…',
    terms: 'Условия использования',
    privacy: 'Политику конфиденциальности',
    recoveryTitle: 'Восстановление пароля',
    send: 'Отправить',
    backToLogin: 'Вернуться ко входу',
    userNotFound: 'Пользователь не найден',
    error: 'Ошибка',
    emailInvalidRecovery: 'Укажите корректный email',
    resetTitle: 'Новый пароль',
    newPassword: 'Новый пароль',
    confirmPassword: 'Подтверждение пароля',
    save: 'Сохранить',
    mismatch: 'Пароль и подтверждение не совпадают',
    checking: 'Проверяем ссылку…',
    signIn: 'Войти',
    confirmTitle: 'Подтверждение email',
    waiting: 'Подтверждаем ваш email…',
    wishes: 'Желаем приятной и продуктивной работы!',
    confirmFailed: 'Не удалось подтвердить email',
    confirmFailedText: 'Убедитесь, что ссылка указана правильно',
  },
  en: {
    title: 'Sign up',
    invitationTitle: 'Sign up by invitation',
    trial: '14 days free!',
    company: 'Company',
    name: 'Name',
    password: 'Password',
    promocode: 'Promo code',
    submit: 'Sign up',
    consent: 'Я соглашаюсь на обработку персональных данных',
    nameRequired: 'Please enter your name',
    companyRequired: 'Please enter your Company name',
    emailInvalid: 'Please enter a valid email',
    passwordRequired: 'Please specify password',
    passwordWeak: 'Must contain at least one number and one special character',
    consentRequired: 'Необходимо согласие',
    failed: 'Failed to create a new user. Try again.',
    confirmationTitle: 'Confirm your email',
    registered: 'You have successfully registered',
    signingIn: 'Signing you in…',
    loading: 'Checking the invitation…',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    recoveryTitle: 'Password recovery',
    send: 'Send',
    backToLogin: 'Back to login',
    userNotFound: 'User not found',
    error: 'Error',
    emailInvalidRecovery: 'Please specify a valid email',
    resetTitle: 'New password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    save: 'Save',
    mismatch: "Confirmation and password didn't match",
    checking: 'Checking the link…',
    signIn: 'Sign in',
    confirmTitle: 'Email confirmation',
    waiting: 'Confirming your email…',
    wishes: 'We wish you pleasant and productive work!',
    confirmFailed: 'Email confirmation failed',
    confirmFailedText: 'Please make sure the link is correct',
  },
} as const;

export type SignupTexts = (typeof SIGNUP_TEXTS)[keyof typeof SIGNUP_TEXTS];

export interface SignupFill {
  company?: string;
  name?: string;
  email?: string;
  password?: string;
  consent?: boolean;
}

/** Fills the sign-up form (only the given fields) and submits it. */
export async function fillSignup(canvasElement: HTMLElement, texts: SignupTexts, fill: SignupFill) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  if (fill.company) await userEvent.type(canvas.getByRole('textbox', { name: texts.company }), fill.company);
  if (fill.name) await userEvent.type(canvas.getByRole('textbox', { name: texts.name }), fill.name);
  if (fill.email) await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), fill.email);
  if (fill.password) await userEvent.type(canvas.getByLabelText(texts.password, { selector: 'input' }), fill.password);
  if (fill.consent) {
    const consent = canvas.queryByRole('checkbox', { name: texts.consent });
    if (consent) await userEvent.click(consent);
  }
  await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
}

export const COMPLETE: SignupFill = {
  company: 'Acme',
  name: 'Ann',
  email: 'new@example.com',
  password: 'pass-word-1',
  consent: true,
};

export async function expectAlert(canvasElement: HTMLElement, text: string) {
  await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
  await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text);
}
