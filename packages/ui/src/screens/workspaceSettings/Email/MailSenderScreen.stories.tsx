import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { MailSenderScreen } from './MailSenderScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

const TEXTS = {
  ru: {
    title: 'Отправитель',
    name: 'Имя отправителя',
    address: 'Адрес отправителя',
    none: 'Отправитель не задан',
    pending: 'Ждёт подтверждения',
    invalid: 'Введите адрес электронной почты',
    save: 'Сохранить отправителя',
    saved: 'Отправитель сохранён',
    changedMeanwhile: 'другой администратор сохранил отправителя писем',
    retry: 'Повторить',
  },
  en: {
    title: 'Sender',
    name: 'Sender name',
    address: 'Sender address',
    none: 'No sender yet',
    pending: 'Waiting for confirmation',
    invalid: 'Enter an email address',
    save: 'Save sender',
    saved: 'Sender saved',
    changedMeanwhile: 'another administrator saved the email sender',
    retry: 'Try again',
  },
} as const;

const ready = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 5000 });

// /settings/email against the recorded server (docs/mocks.md: mailSender).
const meta = {
  title: 'Screens/WorkspaceSettings/Email',
  component: MailSenderScreen,
  parameters: { layout: 'fullscreen', route: '/settings/email', session: 'signedIn', recorded: ['mailSender'] },
} satisfies Meta<typeof MailSenderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.mailSender);

export const Loading: Story = states.Loading;

export const Error: Story = states.Error;

// No sender of its own yet: the service's address sends.
export const Empty: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const card = await ready(canvasElement, texts.title);
    await expect(within(card).getByText(texts.none, { exact: false })).toBeInTheDocument();
  },
};

// Saved: the address waits for the link of the letter sent to it.
export const SavesASenderWaitingForItsLink: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const card = await ready(canvasElement, texts.title);
    await userEvent.type(within(card).getByLabelText(texts.name), 'Поддержка Demo');
    await userEvent.type(within(card).getByLabelText(texts.address), 'support@demo.local');
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
    await expect(await within(canvasElement).findByText(texts.saved)).toBeInTheDocument();
    await expect(within(card).getByText(texts.pending, { exact: false })).toBeInTheDocument();
  },
};

// Two administrators (docs/error-types.md conflict): this page was opened while the workspace had no sender, another
// administrator saved one; saving another here is refused with the server's text, and the form keeps what was typed.
export const RefusesASaveBegunBeforeAnothers: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const card = await ready(canvasElement, texts.title);
    await userEvent.type(within(card).getByLabelText(texts.name), 'Служба поддержки');
    await userEvent.type(within(card).getByLabelText(texts.address), 'help@demo.local');
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
    await expect(await within(canvasElement).findByText(texts.changedMeanwhile, { exact: false })).toBeInTheDocument();
    await expect(within(card).getByLabelText(texts.name)).toHaveValue('Служба поддержки');
    await expect(within(card).getByLabelText(texts.address)).toHaveValue('help@demo.local');
    await expect(within(canvasElement).queryByText(texts.saved)).toBeNull();
  },
};

export const RefusesAnAddressThatIsNotOne: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const card = await ready(canvasElement, texts.title);
    await userEvent.type(within(card).getByLabelText(texts.name), 'Поддержка');
    await userEvent.type(within(card).getByLabelText(texts.address), 'support');
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
    await expect(await within(card).findByText(texts.invalid)).toBeInTheDocument();
  },
};

export const Saving: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.mailSender.saving),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const card = await ready(canvasElement, texts.title);
    await userEvent.type(within(card).getByLabelText(texts.name), 'Поддержка');
    await userEvent.type(within(card).getByLabelText(texts.address), 'desk@demo.local');
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
  },
};

export const ShowsTheServerTextWhenSavingFails: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.mailSender.saveFailed),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const card = await ready(canvasElement, texts.title);
    await userEvent.type(within(card).getByLabelText(texts.name), 'Поддержка');
    await userEvent.type(within(card).getByLabelText(texts.address), 'desk@demo.local');
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(
        within(canvasElement)
          .getAllByRole('alert')
          .some((a) => a.textContent !== ''),
      ).toBe(true),
    );
  },
};
