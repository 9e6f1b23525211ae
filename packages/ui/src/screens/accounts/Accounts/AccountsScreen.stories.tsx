import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ObjectsResponse } from '@console/api/contract';
import { objectsAnswer, recordedRead, RECORDINGS, scenarios } from '@console/api/mocks';
import { ACCOUNT_POPUP_MESSAGE, type AccountPopupResult } from '@console/machines/rules/accountCallback';
import type { OpenPopup } from '../popup.ts';
import { accountsTexts, recordedBillingSpace } from '../accountsStorySupport.ts';
import { AccountsScreen } from './AccountsScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

// /settings/accounts replaying the administrator's accounts (the world) and usage (accountAdd).
const meta = {
  title: 'Screens/Accounts/Accounts',
  component: AccountsScreen,
  args: { openPopup: fn<OpenPopup>(() => null) },
  parameters: { layout: 'fullscreen', route: '/settings/accounts', session: 'signedIn', recorded: ['accountAdd'] },
} satisfies Meta<typeof AccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const OBJECTS = recordedRead<ObjectsResponse>('administrator', '/v1/objects').items;

const HOSTILE = {
  ...OBJECTS[0]!,
  id: 99,
  name: '<img src=x onerror=alert(1)> ‮Зерно‬',
  image: 'javascript:alert(1)',
  url: 'javascript:alert(2)',
  error: null,
};

const states = settingsPageStates<Story>(scenarios.objects);

// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.objects.empty),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(accountsTexts(globals).t('list.noCompanies'))).toBeVisible();
  },
};

// The recorded companies (the world), none with an account: each says it has none.
export const CompaniesWithoutAccounts: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.objects.companiesWithoutAccounts),
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const { companies } = recordedRead<ObjectsResponse>('administrator', '/v1/objects');
    await expect(await within(canvasElement).findAllByText(t('list.empty'))).toHaveLength(companies.length);
  },
};

// Four companies, each account's name a link to its page; the broken Instagram account shows its error; usage against the plan's limit, under each company.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const canvas = within(canvasElement);
    const company = await canvas.findByRole('region', { name: 'Кофейня «Зерно»' });
    // Each name links to the account's page (settings/accounts/{id}).
    const broken = OBJECTS.find((object) => object.name === 'zerno.coffee')!;
    await expect(within(company).getByRole('link', { name: 'zerno.coffee' })).toHaveAttribute(
      'href',
      `/settings/accounts/${broken.id}`,
    );
    // The network's 'Token expired' in the console's language (format/networkError.ts).
    await expect(within(company).getByText(new RegExp(t('shell:networkError.tokenExpired')))).toBeVisible();
    await expect(within(company).getByRole('link', { name: t('list.addTo', { company: 'Кофейня «Зерно»' }) })).toHaveAttribute(
      'href',
      '/settings/accounts/add?company=1',
    );
    const { usage, limits } = recordedBillingSpace();
    await expect(await canvas.findAllByText(t('list.usage', { count: usage.accounts, limit: limits!.accounts }))).toHaveLength(4);
  },
};

// A hostile name is text; a javascript: picture or link is not used (quality.md: http and https only).
export const HostileAccount: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(objectsAnswer([HOSTILE])),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(HOSTILE.name)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('link', { name: new RegExp(accountsTexts(globals).t('list.open')) })).toBeNull();
  },
};

const BROKEN = OBJECTS.find((object) => object.error !== null)!;

/** A popup that opens and, a moment later, posts `result` to its opener (this window, own origin). */
const popupAnswering = (result: AccountPopupResult) =>
  fn<OpenPopup>(() => {
    setTimeout(() => window.postMessage(result, window.location.origin), 50);
    return {} as Window;
  });

const reconnectButton = async (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('button', { name: `${accountsTexts(globals).t('list.reconnect')}: ${BROKEN.name}` });

// An account in error is reconnected through its provider's popup, signing in as the same account (login_hint).
export const ReconnectsAnAccountInError: Story = {
  args: {
    openPopup: popupAnswering({
      type: ACCOUNT_POPUP_MESSAGE,
      provider: BROKEN.provider,
      ok: true,
      object: { id: BROKEN.id, name: BROKEN.name, provider: BROKEN.provider },
      created: false,
    }),
  },
  play: async ({ canvasElement, globals, args }) => {
    const { t } = accountsTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await reconnectButton(canvasElement, globals));
    const url = new URL(String((args.openPopup as ReturnType<typeof fn>).mock.calls[0]?.[0]));
    await expect(url.pathname).toBe(`/sandbox/connect/${BROKEN.provider}`);
    await expect(url.searchParams.get('login_hint')).toBe(BROKEN.provider_id);
    await expect(url.searchParams.get('state')).toBe(`company:${BROKEN.company}`);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('list.reconnected', { name: BROKEN.name })));
  },
};

export const ReconnectFailed: Story = {
  tags: ['shot'],
  args: {
    openPopup: popupAnswering({
      type: ACCOUNT_POPUP_MESSAGE,
      provider: BROKEN.provider,
      ok: false,
      error: 'Пользователь отказал в доступе',
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await reconnectButton(canvasElement, globals));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      `${t('add.failed')}: Пользователь отказал в доступе`,
    );
  },
};

export const ReconnectPopupBlocked: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await reconnectButton(canvasElement, globals));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('add.popupBlocked'));
  },
};

// Companies (spec §1, §3; docs/companies.md), replaying the companies recording: 'Северный филиал' created, set, deleted;
// 'Кофейня «Зерно»' renamed meanwhile by another administrator.
const companiesStory = { parameters: { recorded: ['companies'] } };
const ZERNO = 'Кофейня «Зерно»';
const NEW_COMPANY = 'Северный филиал';
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const createCompany = async (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const { t } = accountsTexts(globals);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t('companies.create') }));
  const dialog = await body(canvasElement).findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: t('companies.name') }), NEW_COMPANY);
  await userEvent.click(within(dialog).getByRole('button', { name: t('companies.create') }));
  await waitFor(() =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('companies.created', { name: NEW_COMPANY })),
  );
  return within(canvasElement).findByRole('region', { name: NEW_COMPANY }, { timeout: 5000 });
};

// The company form: name, who new items go to (the space's members), chats open by default, the tags mode.
export const CompanySettingsForm: Story = {
  ...companiesStory,
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `${t('companies.edit')}: ${ZERNO}` }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('textbox', { name: t('companies.name') })).toHaveValue(ZERNO);
    await expect(within(dialog).getByRole('checkbox', { name: t('companies.statusOpen') })).toBeChecked();
    await expect(within(dialog).getByRole('combobox', { name: t('companies.tagsMode') })).toBeInTheDocument();
    await expect(await within(dialog).findByRole('option', { name: 'Alex Analyst' })).toBeInTheDocument();
  },
};

// Created, then its settings saved (chats not open by default, only grouped tags), then deleted: it has no accounts.
export const CreatesSetsAndDeletesACompany: Story = {
  ...companiesStory,
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const region = await createCompany(canvasElement, globals);
    await expect(within(region).getByText(t('list.empty'))).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: `${t('companies.edit')}: ${NEW_COMPANY}` }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: t('companies.statusOpen') }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: t('companies.tagsMode') }), 'grouped');
    await userEvent.click(within(dialog).getByRole('button', { name: t('companies.save') }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('companies.saved', { name: NEW_COMPANY })),
    );
    await userEvent.click(within(region).getByRole('button', { name: `${t('companies.delete')}: ${NEW_COMPANY}` }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(within(confirm).getByText(t('companies.deleteEmpty'))).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: t('companies.deleteConfirm') }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('companies.deleted', { name: NEW_COMPANY })),
    );
  },
};

// Another administrator renamed the company after this form opened: refused with their text; the edit stays.
export const CompanyConflict: Story = {
  ...companiesStory,
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `${t('companies.edit')}: ${ZERNO}` }));
    const dialog = await body(canvasElement).findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: t('companies.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Зерно и компания');
    await userEvent.click(within(dialog).getByRole('button', { name: t('companies.save') }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent ?? '').not.toBe(''), { timeout: 5000 });
    await expect(name).toHaveValue('Зерно и компания');
  },
};

// A company with accounts is not deleted: the dialog counts them and links each account's page to move or remove it.
export const DeleteRefusedWhileItHasAccounts: Story = {
  ...companiesStory,
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const first = RECORDINGS.companies.steps.find((step) => step.path === '/v1/objects')!.answer as ObjectsResponse;
    const own = first.items.filter((object) => object.company === 1);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `${t('companies.delete')}: ${ZERNO}` }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('companies.deleteHasAccounts', { count: own.length }))).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: t('companies.accountPage', { name: own[0]!.name }) })).toHaveAttribute(
      'href',
      `/settings/accounts/${own[0]!.id}`,
    );
    await expect(within(dialog).queryByRole('button', { name: t('companies.deleteConfirm') })).toBeNull();
  },
};

// The space's only company is not deleted, and the dialog says why.
export const DeleteRefusedForTheLastCompany: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => {
    const { companies } = recordedRead<ObjectsResponse>('administrator', '/v1/objects');
    msw.use(objectsAnswer([], [companies[0]!]));
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `${t('companies.delete')}: ${ZERNO}` }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('companies.deleteLast'))).toBeVisible();
  },
};
