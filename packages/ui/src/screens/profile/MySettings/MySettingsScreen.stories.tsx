import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { USER_SETTINGS_PATH, type User } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { recordedStep } from '../recordedAnswers.ts';
import { MySettingsScreen } from './MySettingsScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

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
    companies: 'Компании',
    objects: 'Аккаунты',
    providers: 'Соцсети',
    tags: 'Теги',
    all: 'Все',
    noObjects: 'Аккаунтов пока нет',
    noTags: 'Тегов пока нет',
    sourcesFailed: 'Не удалось загрузить аккаунты, компании и теги.',
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
    companies: 'Companies',
    objects: 'Accounts',
    providers: 'Networks',
    tags: 'Tags',
    all: 'All',
    noObjects: 'No accounts are connected yet',
    noTags: 'There are no tags yet',
    sourcesFailed: 'Could not load the accounts, companies and tags.',
  },
} as const;

// The bodies of PUT v1/me/settings, in order; the mock server then answers as usual (the handler returns nothing).
function recordSaves(): { handler: ReturnType<typeof http.put>; bodies: unknown[] } {
  const bodies: unknown[] = [];
  const handler = http.put(`*/${USER_SETTINGS_PATH}`, async ({ request }) => {
    bodies.push(await request.clone().json());
  });
  return { handler, bodies };
}

// Opens a picker, toggles the named options in its list box, and closes it with Escape.
async function pick(canvasElement: HTMLElement, picker: string, options: readonly string[]) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(`${picker}$`) }));
  const list = await screen.findByRole('listbox');
  for (const name of options) await userEvent.click(within(list).getByRole('option', { name }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 2, name: /Рабочее время|Working hours/ }, { timeout: 5000 });

// /settings/config (spec §3 user settings) against the mock server.
const meta = {
  title: 'Screens/Profile/MySettings',
  component: MySettingsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/config', session: 'signedIn', recorded: ['mySettings'] },
} satisfies Meta<typeof MySettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.me);

// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// spec §9: the default status filter is new and in progress; departments are disabled with why.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: texts.newStatus })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.inprogress })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.waiting })).not.toBeChecked();
    await expect(canvas.getByText(texts.noDepartments, { exact: false })).toBeInTheDocument();
    // spec §3: the account, company and network defaults are empty (all of them); the space has no tags yet.
    for (const picker of [texts.companies, texts.objects, texts.providers, texts.tags])
      await expect(canvas.getByRole('button', { name: new RegExp(`${picker}$`) })).toHaveTextContent(texts.all);
  },
};

// A new workspace: nothing to choose from yet, and each picker says why.
export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.objects.empty),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(`${texts.objects}$`) })).toBeDisabled();
    await expect(canvas.getByText(texts.noObjects, { exact: false })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: new RegExp(`${texts.providers}$`) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: new RegExp(`${texts.tags}$`) })).toBeDisabled();
    await expect(canvas.getByText(texts.noTags, { exact: false })).toBeInTheDocument();
  },
};

export const ShowsWhyWhenTheAccountsCannotBeLoaded: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.objects.serverError500),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.sourcesFailed);
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeInTheDocument();
  },
};

// The saves are the profile user's, recorded (docs/mocks.md); `saves` keeps what each PUT sent.
const PROFILE_USER = { session: { email: 'profile@demo.local' } };
const spySaves: StoryObj['beforeEach'] = ({ msw, loaded }) => {
  const saves = recordSaves();
  msw.use(saves.handler);
  return void (loaded['saves'] = saves.bodies);
};

// spec §3: tag defaults wait for the tags work (the server refuses any tag id until then), so none is picked here.
export const SavesTheCompanyAccountAndNetworkDefaults: Story = {
  parameters: PROFILE_USER,
  beforeEach: spySaves,
  play: async ({ canvasElement, globals, loaded }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await pick(canvasElement, texts.companies, ['Zerno Delivery']);
    await expect(canvas.getByRole('button', { name: new RegExp(`${texts.companies}$`) })).toHaveTextContent('Zerno Delivery');
    await pick(canvasElement, texts.objects, ['Zerno Bot (Telegram)', 'Кофейня «Зерно» ВКонтакте (VK)']);
    await pick(canvasElement, texts.providers, ['Telegram', 'VK']);
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByText(texts.saved)).toBeInTheDocument();
    const bodies = loaded['saves'] as unknown[];
    await expect(bodies).toHaveLength(1);
    await expect(bodies[0]).toMatchObject({ company_id: [2], object_id: [1, 2], provider: ['vk', 'telegram'], tag_id: [] });
  },
};

// Stored defaults that name a company no longer in the space are dropped, so saving does not fail on them. The server
// refuses such ids, so the stored settings are a fixed answer.
export const DropsAStoredCompanyThatIsGone: Story = {
  parameters: PROFILE_USER,
  beforeEach: (context) => {
    const me = recordedStep('world', 'GET', '/v1/me', 200, 'profile').answer as User;
    context.msw.use(
      http.get('*/v1/me', () =>
        HttpResponse.json({ ...me, settings: { ...me.settings, company_id: [1, 404], provider: ['vk', 'friendster'] } }),
      ),
    );
    return spySaves(context);
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(`${texts.companies}$`) })).toHaveTextContent('Кофейня «Зерно»');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByText(texts.saved)).toBeInTheDocument();
    await expect((loaded['saves'] as unknown[])[0]).toMatchObject({ company_id: [1], provider: ['vk'] });
  },
};

export const SavesTheSettings: Story = {
  parameters: PROFILE_USER,
  beforeEach: spySaves,
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
    await expect((loaded['saves'] as unknown[])[0]).toMatchObject({
      status: ['new', 'inprogress', 'waiting'],
      priority: ['high'],
      reversed: true,
      wh_status_notification: 15,
    });
  },
};

// Our own setting (docs/answers.md settings.after_close): what closing a comment or chat leads to; the next one until
// chosen, and sent only once chosen.
export const SavesWhatClosingLeadsTo: Story = {
  name: 'saves what closing leads to',
  parameters: PROFILE_USER,
  // The recordings hold no save with our field: this one is answered as the server does (the user, settings merged).
  beforeEach: (context) => {
    const me = recordedStep('world', 'GET', '/v1/me', 200, 'profile').answer as User;
    context.msw.use(
      http.put(`*/${USER_SETTINGS_PATH}`, async ({ request }) =>
        HttpResponse.json({ ...me, settings: { ...me.settings, ...((await request.clone().json()) as object) } }),
      ),
    );
    return spySaves(context);
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const afterClose = canvas.getByRole('combobox', { name: t('settings:moveOn.afterClose') });
    await expect(afterClose).toHaveValue('next');
    await userEvent.selectOptions(afterClose, 'list');
    await userEvent.click(canvas.getByRole('button', { name: t('settings:save') }));
    await expect(await canvas.findByText(t('settings:saved'))).toBeInTheDocument();
    await expect((loaded['saves'] as unknown[])[0]).toMatchObject({ after_close: 'list' });
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
