import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { ConfigResponse, SavedFilter } from '@console/api/contract';
import { RECORDINGS, scenarios } from '@console/api/mocks';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../../../components/storySupport/narrow.tsx';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { signInAsRecorded } from '../../../storySupport/recordedSession.ts';
import { SavedFiltersMenu } from './SavedFiltersMenu.tsx';

const TEXTS = {
  ru: {
    trigger: 'Сохранённые фильтры',
    save: 'Сохранить текущий фильтр…',
    name: 'Название',
    submit: 'Сохранить',
    required: 'Введите название',
    empty: 'Для этой страницы пока нет сохранённых фильтров.',
    nothingToSave: 'Сначала выберите фильтры на странице.',
    delete: (name: string) => `Удалить фильтр «${name}»`,
    confirm: 'Удалить',
    cancel: 'Отмена',
    tooMany: 'Сохранено слишком много фильтров: удалите ненужные и повторите попытку',
    failed: 'Не удалось сохранить фильтр. Повторите попытку.',
  },
  en: {
    trigger: 'Saved filters',
    save: 'Save current filter…',
    name: 'Name',
    submit: 'Save',
    required: 'Enter a name',
    empty: 'No saved filters for this page yet.',
    nothingToSave: 'Choose filters on this page first.',
    delete: (name: string) => `Delete filter “${name}”`,
    confirm: 'Delete',
    cancel: 'Cancel',
    tooMany: 'Too many saved filters: delete the ones you no longer need and try again',
    failed: 'Could not save the filter. Try again.',
  },
} as const;

// Statistics filters (no route) and one of the comments list, which '/' does not show: more than the test seed has.
const SEVERAL_NAMED: Omit<SavedFilter, 'id'>[] = [
  { name: 'Последние 7 дней', query: { period: '7d' } },
  { name: 'Месяц, ВКонтакте', query: { period: '30d', provider: ['vk'] } },
  { name: 'Негатив за квартал', query: { period: '90d', sentiment: ['negative'] } },
  { name: 'Only Telegram', query: { provider: ['telegram'] } },
  { name: 'Новые комментарии', query: { status: ['new'] }, route: 'items' },
];
const SEVERAL: SavedFilter[] = SEVERAL_NAMED.map((filter, index) => ({ ...filter, id: 101 + index }));

// The administrator's recorded config (the world) with these saved filters: a fixed answer.
const withFilters = (filters: SavedFilter[]) =>
  http.get('*/v1/config', ({ request }) => {
    const english = (request.headers.get('Accept-Language') ?? '').startsWith('en');
    const config = RECORDINGS.world.steps.find(
      (step) => step.as === 'administrator' && step.path === '/v1/config' && (step.language === 'en') === english,
    )!.answer as ConfigResponse;
    return HttpResponse.json({ ...config, filters });
  });

// The id of the administrator's recorded saved filter of this name.
const filterId = (name: string) =>
  (
    RECORDINGS.world.steps.find((step) => step.as === 'administrator' && step.path === '/v1/config')!.answer as ConfigResponse
  ).filters.find((filter) => filter.name === name)?.id;

// What the menu sent to v1/me/filters (a resolver without a response falls through to the recording).
const sent: string[] = [];
const watchFilterWrites = () => {
  sent.length = 0;
  return http.all('*/v1/me/filters*', async ({ request }) => {
    const body = await request.clone().text();
    sent.push(`${request.method} ${new URL(request.url).pathname}${body ? ` ${body}` : ''}`);
  });
};

const open = async (globals: Record<string, unknown>) => {
  const t = TEXTS[localeOf(globals)];
  await userEvent.click(await screen.findByRole('button', { name: t.trigger }));
  const panel = await screen.findByRole('dialog', { name: t.trigger });
  // The panel takes the focus when it opens, and react-aria's useDialog focuses it once more 500 ms later if the focus
  // is then on the panel or the page (a VoiceOver workaround). A play faster than a person saved a filter inside those
  // 500 ms, and the late re-focus took the focus from the save button (failed so under load). The wait is a timer set
  // after useDialog's, so it ends after it however late both fire.
  await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 600));
  return within(panel);
};

// The top bar's saved-filters menu against the mock server: the statistics home with a period chosen.
const meta = {
  title: 'Screens/Session/SavedFiltersMenu',
  component: SavedFiltersMenu,
  parameters: { route: '/?period=30d&limit=20', session: 'signedIn', recorded: ['savedFilters'] },
  beforeEach: ({ msw }) => void msw.use(watchFilterWrites()),
} satisfies Meta<typeof SavedFiltersMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) => void msw.use(withFilters(SEVERAL)),
  play: async ({ globals }) => {
    const panel = await open(globals);
    const links = panel.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Последние 7 дней',
      'Месяц, ВКонтакте',
      'Негатив за квартал',
      'Only Telegram',
    ]);
    await expect(panel.getByRole('button', { name: TEXTS[localeOf(globals)].save })).toBeEnabled();
  },
};

// Before GET v1/config answers the menu is not there yet.
export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.slow),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button')).toBeNull();
  },
};

export const Empty: Story = {
  tags: ['shot'],
  // A test-seed user who has saved no filter.
  parameters: { route: '/', session: 'signedOut', recorded: true },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'soonAdmin'),
  play: async ({ globals }) => {
    const t = TEXTS[localeOf(globals)];
    const panel = await open(globals);
    await expect(panel.getByText(t.empty)).toBeInTheDocument();
    // spec §2.5: nothing chosen, nothing to save — the entry says why.
    const save = panel.getByRole('button', { name: t.save });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(t.nothingToSave);
  },
};

export const MarksTheAppliedFilter: Story = {
  parameters: { route: '/?period=7d' },
  play: async ({ globals }) => {
    const panel = await open(globals);
    await expect(panel.getByRole('link', { name: /Последние 7 дней/ })).toHaveAttribute('aria-current', 'true');
  },
};

export const AppliesAFilterOnTheSamePath: Story = {
  beforeEach: ({ msw }) => void msw.use(withFilters(SEVERAL)),
  play: async ({ globals, loaded }) => {
    const panel = await open(globals);
    await userEvent.click(panel.getByRole('link', { name: 'Месяц, ВКонтакте' }));
    // The filter's query replaces the current filters; limit stays.
    await expectNavigatedTo(loaded, '/?limit=20&period=30d&provider%5B%5D=vk');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SavingWithAnEmptyNameSaysEnterAName: Story = {
  play: async ({ globals }) => {
    const t = TEXTS[localeOf(globals)];
    const panel = await open(globals);
    await userEvent.click(panel.getByRole('button', { name: t.save }));
    const dialog = within(await screen.findByRole('dialog', { name: /Сохранить фильтр|Save filter/ }));
    const name = dialog.getByRole('textbox', { name: t.name });
    await expect(name).toHaveFocus();
    await expect(dialog.queryByText(t.required)).toBeNull();
    await userEvent.type(name, '   ');
    await userEvent.click(dialog.getByRole('button', { name: t.submit }));
    await expect(await dialog.findByText(t.required)).toBeInTheDocument();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // After a first attempt the message follows each change.
    await userEvent.type(name, 'x');
    await waitFor(() => expect(dialog.queryByText(t.required)).toBeNull());
    await userEvent.clear(name);
    await expect(await dialog.findByText(t.required)).toBeInTheDocument();
    await expect(sent).toEqual([]);
  },
};

export const SavesTheCurrentFilterAndTheListShowsIt: Story = {
  play: async ({ globals }) => {
    const t = TEXTS[localeOf(globals)];
    const panel = await open(globals);
    await userEvent.click(panel.getByRole('button', { name: t.save }));
    const dialog = within(await screen.findByRole('dialog', { name: /Сохранить фильтр|Save filter/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: t.name }), '  Последний месяц ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Сохранить фильтр|Save filter/ })).toBeNull());
    await expect(await panel.findByRole('link', { name: /Последний месяц/ })).toHaveAttribute('aria-current', 'true');
    // The closed dialog gives the focus back to its button (and, after Enter, its ring): waited for, so that the
    // screenshot never catches the moment before.
    await waitFor(() => expect(panel.getByRole('button', { name: t.save })).toHaveFocus());
    // spec §7: the current query without limit, no route on statistics.
    await expect(sent).toEqual(['POST /v1/me/filters {"name":"Последний месяц","query":{"period":"30d"}}']);
  },
};

export const DeletingAsksForConfirmationThenRemovesTheFilter: Story = {
  play: async ({ globals }) => {
    const t = TEXTS[localeOf(globals)];
    const panel = await open(globals);
    await userEvent.click(panel.getByRole('button', { name: t.delete('Последние 7 дней') }));
    const confirm = within(await screen.findByRole('alertdialog'));
    // The harmless answer has the focus: Enter right away deletes nothing.
    await waitFor(() => expect(confirm.getByRole('button', { name: t.cancel })).toHaveFocus());
    await expect(confirm.getByText(/«Последние 7 дней»|“Последние 7 дней”/)).toBeInTheDocument();
    await expect(sent).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(panel.queryByRole('link', { name: 'Последние 7 дней' })).toBeNull());
    await expect(panel.getByText(TEXTS[localeOf(globals)].empty)).toBeInTheDocument();
    await expect(sent).toEqual([`DELETE /v1/me/filters/${filterId('Последние 7 дней')}`]);
    // The deleted row's button is gone: focus stays in the panel, not lost to the page.
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
  },
};

export const EscapeCancelsTheDeletionAndKeepsTheFilter: Story = {
  play: async ({ globals }) => {
    const t = TEXTS[localeOf(globals)];
    const panel = await open(globals);
    const deleteButton = panel.getByRole('button', { name: t.delete('Последние 7 дней') });
    await userEvent.click(deleteButton);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Only the confirmation closed: the panel stays, the filter too, and the focus is back on its delete button.
    await expect(panel.getByRole('link', { name: /Последние 7 дней/ })).toBeInTheDocument();
    await waitFor(() => expect(deleteButton).toHaveFocus());
    await expect(sent).toEqual([]);
  },
};

export const ShowsTheServerErrorWhenSavingIsRefused: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.filters.saveTooMany),
  play: async ({ globals }) => {
    const t = TEXTS[localeOf(globals)];
    const panel = await open(globals);
    await userEvent.click(panel.getByRole('button', { name: t.save }));
    const dialog = within(await screen.findByRole('dialog', { name: /Сохранить фильтр|Save filter/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: t.name }), 'Ещё один');
    await userEvent.click(dialog.getByRole('button', { name: t.submit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t.tooMany);
    // Nothing typed is lost.
    await expect(dialog.getByRole('textbox', { name: t.name })).toHaveValue('Ещё один');
  },
};

export const SaysSavingFailedWithoutAnAnswer: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.filters.saveNetworkError),
  play: async ({ globals }) => {
    const t = TEXTS[localeOf(globals)];
    const panel = await open(globals);
    await userEvent.click(panel.getByRole('button', { name: t.save }));
    const dialog = within(await screen.findByRole('dialog', { name: /Сохранить фильтр|Save filter/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: t.name }), 'Офлайн');
    await userEvent.click(dialog.getByRole('button', { name: t.submit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t.failed);
  },
};

// A 320 px phone: the trigger fits, and a long name wraps inside the panel.
export const At320px: Story = {
  tags: ['shot'],
  decorators: [narrow],
  beforeEach: ({ msw }) =>
    void msw.use(withFilters([{ id: 100, name: LONG_WORD, query: { period: '7d' } }, ...SEVERAL.slice(1)])),
  play: async ({ canvasElement, globals }) => {
    await expectNoHorizontalOverflow(canvasElement);
    const panel = await open(globals);
    const dialog = await screen.findByRole('dialog');
    await expect(panel.getAllByRole('link')).toHaveLength(4);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
