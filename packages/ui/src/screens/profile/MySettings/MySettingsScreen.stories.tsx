import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios, type MockState } from '@console/api/mocks';
import { localeOf } from '../../storySupport/location.ts';
import { MySettingsScreen } from './MySettingsScreen.tsx';

const TEXTS = {
  ru: {
    title: 'Мои настройки',
    waiting: 'Ждут ответа клиента',
    newStatus: 'Новые',
    inprogress: 'В работе',
    high: 'Высокий',
    reversed: 'Сначала старые',
    lead: 'Предупреждать о смене статуса по расписанию',
    save: 'Сохранить',
    saved: 'Настройки сохранены',
    statusRequired: 'Выберите хотя бы один статус',
    noDepartments: 'Отделов пока нет',
    retry: 'Повторить',
  },
  en: {
    title: 'My settings',
    waiting: 'Waiting for client',
    newStatus: 'New',
    inprogress: 'In progress',
    high: 'High',
    reversed: 'Oldest first',
    lead: 'Warn me before a scheduled status change',
    save: 'Save',
    saved: 'Settings saved',
    statusRequired: 'Choose at least one status',
    noDepartments: 'There are no departments yet',
    retry: 'Try again',
  },
} as const;

const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 2, name: /Рабочее время|Working hours/ }, { timeout: 5000 });

// /settings/config (spec §3 user settings) against the mock server.
const meta = {
  title: 'Screens/Profile/MySettings',
  component: MySettingsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/config', session: 'signedIn' },
} satisfies Meta<typeof MySettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.me.slow),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.me.serverError500),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS[localeOf(globals)].retry })).toBeInTheDocument();
  },
};

// spec §9: the default status filter is new and in progress; departments are disabled with why.
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: texts.newStatus })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.inprogress })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.waiting })).not.toBeChecked();
    await expect(canvas.getByText(texts.noDepartments, { exact: false })).toBeInTheDocument();
  },
};

export const SavesTheSettings: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.waiting }));
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.high }));
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.reversed }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: texts.lead }), '15');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByText(texts.saved)).toBeInTheDocument();
    const settings = (loaded['mockState'] as MockState).users.find((u) => u.id === 5)!.settings;
    await expect(settings).toMatchObject({
      status: ['new', 'inprogress', 'waiting'],
      priority: ['high'],
      reversed: true,
      wh_status_notification: 15,
    });
  },
};

export const AsksForAtLeastOneStatus: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.newStatus }));
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.inprogress }));
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByText(texts.statusRequired)).toBeInTheDocument();
  },
};

export const ShowsTheServerTextWhenSavingFails: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.userSettings.saveFailed),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(canvas.getAllByRole('alert').some((a) => a.textContent !== '')).toBe(true));
  },
};
