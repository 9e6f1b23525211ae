import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConfigResponse, OtpConfirm, OtpSetup, RecoveryCodes } from '@console/api/contract';
import { FIXTURE_NOW, recordedRead, requestLocale, scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { recordedStep } from '../recordedAnswers.ts';
import { ProfileScreen } from './ProfileScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

const TEXTS = {
  ru: {
    title: 'Профиль',
    retry: 'Повторить',
    banner: 'обязательна двухфакторная аутентификация',
    enable: 'Включить',
    code: 'Код из 6 цифр',
    confirm: 'Подтвердить',
    invalidCode: 'Неверный код',
    codesTitle: 'Резервные коды',
    done: 'Я сохранил коды',
    current: 'Текущий пароль',
    newPassword: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    change: 'Сменить пароль',
    wrongCurrent: 'Текущий пароль указан неверно',
    tooShort: 'Используйте не менее 8 символов',
    changed: 'Пароль изменён. Остальные сеансы завершены.',
    name: 'Имя',
    saveName: 'Сохранить имя',
    saved: 'Сохранено',
    unlinkVk: 'Отвязать ВКонтакте',
    unlinkGoogle: 'Отвязать Google',
    unlink: 'Отвязать',
    unconfirmed: 'Не подтверждён',
    confirmEmail: 'Подтвердить email',
    emailDialog: 'Подтвердите email',
  },
  en: {
    title: 'Profile',
    retry: 'Try again',
    banner: 'requires two-factor authentication',
    enable: 'Turn on',
    code: '6-digit code',
    confirm: 'Confirm',
    invalidCode: 'Invalid code',
    codesTitle: 'Recovery codes',
    done: 'I have saved the codes',
    current: 'Current password',
    newPassword: 'New password',
    repeat: 'Repeat the new password',
    change: 'Change password',
    wrongCurrent: 'The current password is incorrect',
    tooShort: 'Use 8 characters or more for your password',
    changed: 'Password changed. Other sessions have ended.',
    name: 'Name',
    saveName: 'Save name',
    saved: 'Saved',
    unlinkVk: 'Unlink VK',
    unlinkGoogle: 'Unlink Google',
    unlink: 'Unlink',
    unconfirmed: 'Not confirmed',
    confirmEmail: 'Confirm email',
    emailDialog: 'Confirm your email',
  },
} as const;

// What the server answered the profile user's two-factor set-up (the recording server's fixed secret and clock).
const SETUP = recordedStep('profile', 'POST', '/v1/me/otp/setup').answer as OtpSetup;
const RIGHT_CODE = (recordedStep('profile', 'POST', '/v1/me/otp/confirm').body as OtpConfirm).code;
const CODES = (recordedStep('profile', 'POST', '/v1/me/otp/confirm').answer as RecoveryCodes).recovery_codes;
// The writes are the profile user's (recorded on the test seed; docs/mocks.md), whose VK and Google logins are linked.
const PROFILE_USER = { session: { email: 'profile@demo.local' } };

const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 2, name: /Email/ }, { timeout: 5000 });

// /settings/profile as the server answers (the administrator, unless a story signs in someone else).
const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  args: { now: FIXTURE_NOW },
  parameters: { layout: 'fullscreen', route: '/settings/profile', session: 'signedIn', recorded: ['profile'] },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The page reads the user and the config: never answered, both; the user refused, the alert.
const states = settingsPageStates<Story>({
  slow: [...scenarios.me.slow, ...scenarios.config.slow],
  serverError500: scenarios.me.serverError500,
});

// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: texts.name })).toHaveValue('Anna Admin');
    await expect(canvas.getByText('admin@demo.local')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: texts.unlinkVk })).toBeInTheDocument();
  },
};

// spec §4: the two-factor guard sends the user here; the page says why.
export const TwoFactorRequiredByTheWorkspace: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) =>
    void msw.use(
      // The administrator's recorded config (the world) with the space asking for two-factor: a fixed answer.
      http.get('*/v1/config', ({ request }) =>
        HttpResponse.json({
          ...recordedRead<ConfigResponse>('administrator', '/v1/config', requestLocale(request)),
          otp_required: true,
        }),
      ),
    ),
  play: async ({ canvasElement, globals }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent(TEXTS[localeOf(globals)].banner);
  },
};

export const UnconfirmedEmail: Story = {
  tags: ['shot'],
  parameters: { session: { email: 'unconfirmed@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByText(texts.unconfirmed)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: texts.confirmEmail }));
    await expect(await screen.findByRole('dialog', { name: texts.emailDialog })).toBeInTheDocument();
  },
};

export const TwoFactorOn: Story = {
  tags: ['shot'],
  parameters: { session: { email: 'otp@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    await ready(canvasElement);
    await expect(await within(canvasElement).findByText(storyT(globals)('profile:twoFactor.on'))).toBeInTheDocument();
  },
};

// The set-up step: the QR code (an image) and the secret as text.
export const TwoFactorSetUpStep: Story = {
  tags: ['shot'],
  args: { twoFactorStep: { kind: 'setup', setup: SETUP } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SETUP.secret)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/)));
  },
};

export const RecoveryCodesStep: Story = {
  tags: ['shot'],
  args: { twoFactorStep: { kind: 'codes', codes: CODES } },
  play: async ({ canvasElement, globals }) => {
    await ready(canvasElement);
    const list = within(canvasElement).getByRole('list', { name: TEXTS[localeOf(globals)].codesTitle });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const TurnsOnTwoFactorAndSeesTheRecoveryCodes: Story = {
  parameters: PROFILE_USER,
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: texts.enable }));
    await userEvent.type(await canvas.findByRole('textbox', { name: texts.code }), RIGHT_CODE);
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    const list = await canvas.findByRole('list', { name: texts.codesTitle });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await userEvent.click(canvas.getByRole('button', { name: texts.done }));
    await expect(await canvas.findByText(storyT(globals)('profile:twoFactor.on'))).toBeInTheDocument();
  },
};

export const EntersAWrongCode: Story = {
  parameters: PROFILE_USER,
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: texts.enable }));
    await userEvent.type(await canvas.findByRole('textbox', { name: texts.code }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(canvas.getAllByRole('alert').some((a) => a.textContent === texts.invalidCode)).toBe(true));
  },
};

export const ChangesThePasswordWithAWrongCurrentPassword: Story = {
  parameters: PROFILE_USER,
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText(texts.current), 'not-my-password');
    await userEvent.type(canvas.getByLabelText(texts.newPassword), 'brand-new-pass');
    await userEvent.type(canvas.getByLabelText(texts.repeat), 'brand-new-pass');
    await userEvent.click(canvas.getByRole('button', { name: texts.change }));
    await waitFor(() => expect(canvas.getAllByRole('alert').some((a) => a.textContent === texts.wrongCurrent)).toBe(true));
  },
};

export const ShowsThePasswordRulesOnSubmit: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText(texts.newPassword), 'short');
    await userEvent.click(canvas.getByRole('button', { name: texts.change }));
    await expect(await canvas.findByText(texts.tooShort)).toBeInTheDocument();
  },
};

// The server ends every session and answers a new token set, which this browser stores (it stays signed in).
export const ChangesThePasswordAndStaysSignedIn: Story = {
  parameters: PROFILE_USER,
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const before = localStorage.getItem('id_token');
    await userEvent.type(canvas.getByLabelText(texts.current), 'demo-pass-1');
    await userEvent.type(canvas.getByLabelText(texts.newPassword), 'brand-new-pass');
    await userEvent.type(canvas.getByLabelText(texts.repeat), 'brand-new-pass');
    await userEvent.click(canvas.getByRole('button', { name: texts.change }));
    await expect(await canvas.findByText(texts.changed)).toBeInTheDocument();
    await expect(localStorage.getItem('id_token')).not.toBe(before);
  },
};

export const SavesTheName: Story = {
  parameters: PROFILE_USER,
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const field = canvas.getByRole('textbox', { name: texts.name });
    await userEvent.clear(field);
    await userEvent.type(field, 'Павел Профилев');
    await userEvent.click(canvas.getByRole('button', { name: texts.saveName }));
    await expect(await canvas.findByText(texts.saved)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: texts.name })).toHaveValue('Павел Профилев');
  },
};

export const UnlinksASocialLoginAfterConfirming: Story = {
  parameters: PROFILE_USER,
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: texts.unlinkVk }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: texts.unlink }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: texts.unlinkVk })).toBeNull());
    await expect(canvas.getByRole('button', { name: texts.unlinkGoogle })).toBeInTheDocument();
  },
};

const SANDBOX = (provider: string) => ({
  clientId: 'sandbox-console',
  authorizeUrl: `https://console.test/sandbox/social/${provider}/authorize`,
});

// A button per provider not linked yet starts linking it (the administrator has VK linked).
export const OffersToLinkTheOtherProviders: Story = {
  args: { social: { vk: SANDBOX('vk'), google: SANDBOX('google'), facebook: SANDBOX('facebook'), yandex: SANDBOX('yandex') } },
  play: async ({ canvasElement, globals }) => {
    await ready(canvasElement);
    const section = within(canvasElement).getByRole('region', {
      name: localeOf(globals) === 'en' ? 'Social logins' : 'Вход через соцсети',
    });
    const names = (await within(section).findAllByRole('link')).map((link) =>
      link.querySelector('svg')?.getAttribute('aria-label'),
    );
    await expect(names).toEqual(
      localeOf(globals) === 'en'
        ? ['Link Facebook', 'Link Google']
        : ['Привязать Яндекс', 'Привязать Facebook', 'Привязать Google'],
    );
  },
};
