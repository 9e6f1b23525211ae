import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChatAuthorsPage } from '@console/api/contract';
import { chatAuthorsPageAnswer, HOSTILE_NAMES, RECORDINGS, scenarios, type RecordingName } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { historyOf } from '../../../storySupport/location.ts';
import { ITEMS_VIEWPORTS, viewport } from '../../inbox/itemsStorySupport.tsx';
import { atRecordedNow } from '../Chat/chatStorySupport.tsx';
import { ChatAuthorsScreen } from './ChatAuthorsScreen.tsx';

/** The authors the server answered the operator for a query of the list (a recording's GET v1/chats/authors). */
function recordedAuthors(name: RecordingName, query: string): ChatAuthorsPage {
  const wanted = new URLSearchParams(query);
  const step = RECORDINGS[name].steps.find(
    (one) =>
      one.path === '/v1/chats/authors' &&
      one.query.length === [...wanted].length &&
      one.query.every(([key, value]) => wanted.getAll(key).includes(value)),
  );
  if (!step) throw new RangeError(`${name}: no authors read for ${query}`);
  return step.answer as ChatAuthorsPage;
}
// The test seed's authors (one chat per network each), and more than a page after chats opened by phone, one blocked.
const FEW = recordedAuthors('chatAuthors', 'limit=50');
const MANY = recordedAuthors('chatsByPhone', 'limit=50');

// /chats/authors replaying what the server answered on the test seed (screens.md "Authors list", docs/mocks.md).
const meta = {
  title: 'Screens/Chats/ChatAuthors',
  component: ChatAuthorsScreen,
  decorators: [atRecordedNow],
  parameters: {
    layout: 'fullscreen',
    route: '/chats/authors',
    session: { email: 'operator@demo.local' },
    recorded: ['chatsByPhone'],
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof ChatAuthorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('list', { name: storyT(globals)('items:authors.label') }, { timeout: 5000 });
const rows = (element: HTMLElement) => within(element).getAllByRole('listitem');

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chatAuthors.slow),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chatAuthors.serverError500),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chatAuthors.empty),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(storyT(globals)('items:authors.empty'))).toBeVisible();
  },
};

// Nothing on the chosen network: it is named and "Reset filters" goes back to every author.
export const NoMatchResetsTheFilters: Story = {
  parameters: { route: '/chats/authors?provider[]=telegram' },
  beforeEach: ({ msw }) => void msw.use(...scenarios.chatAuthors.empty),
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    const empty = await within(canvasElement).findByRole('status', {}, { timeout: 5000 });
    await expect(empty).toHaveTextContent(t('items:authors.noMatch'));
    await expect(empty).toHaveTextContent(t('items:list.filtersOn', { names: t('items:authors.network') }));
    await userEvent.click(within(empty).getByRole('button', { name: t('items:list.reset') }));
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/chats/authors'));
    await expect(await within(canvasElement).findByText(t('items:authors.empty'))).toBeVisible();
  },
};

// A page of authors, most recently active first: accounts, chats count, last message, one blocked for a week.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(rows(authors).length).toBe(MANY.items.length));
    await expect(within(authors).getAllByText(t('chats:authors.chats', { count: 1 }))[0]).toBeVisible();
    await expect(within(authors).getAllByText(/^Заблокирован до|^Blocked until/).length).toBe(
      MANY.items.filter((author) => author.blocked_until !== null).length,
    );
    await expect(within(canvasElement).getByRole('button', { name: t('items:authors.more') })).toBeVisible();
  },
};

// More authors than a page: the next page by keyset (cursor), nobody twice.
export const LoadsTheNextPage: Story = {
  name: 'shows the next page of authors on "Show more"',
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const next = RECORDINGS.chatsByPhone.steps.find((step) => step.query.some(([key]) => key === 'cursor'))!;
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(rows(authors).length).toBe(MANY.items.length));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('items:authors.more') }));
    await waitFor(() => expect(rows(authors).length).toBe(MANY.items.length + (next.answer as ChatAuthorsPage).items.length));
    await expect(within(canvasElement).queryByRole('button', { name: t('items:authors.more') })).toBeNull();
  },
};

// The seed's zero-width and markup names, as the server answered them: codes and text (quality.md).
export const SeedHostileNames: Story = {
  name: "shows the seed's zero-width and markup names as text",
  parameters: { recorded: ['chatAuthors'] },
  play: async ({ canvasElement, globals }) => {
    const count = (name: string) => FEW.items.filter((author) => author.name === name).length;
    const authors = await list(canvasElement, globals);
    await expect(within(authors).getAllByText(/Ann⟦U\+200B⟧a⟦U\+200D⟧ Zero/).length).toBe(count('Ann\u200Ba\u200D Zero'));
    await expect(within(authors).getAllByText('<b>Bold</b> & "quoted"').length).toBe(count('<b>Bold</b> & "quoted"'));
    await expect(canvasElement.querySelector('b, script')).toBeNull();
  },
};

// The whole hostile corpus of names (a fixed answer: the seed has only part of it): bidi and zero-width characters
// as their codes, markup as text (quality.md); nothing overflows at 320 px.
export const HostileNames: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) =>
    void msw.use(...chatAuthorsPageAnswer(HOSTILE_NAMES.map((name, n) => ({ ...FEW.items[n % FEW.items.length]!, name })))),
  globals: viewport('narrow'),
  play: async ({ canvasElement, globals }) => {
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(rows(authors).length).toBe(HOSTILE_NAMES.length));
    await expect(within(authors).getByText(/⟦U\+202E⟧nimdA⟦U\+202C⟧ Support/)).toBeVisible();
    await expect(within(authors).getByText(/Ann⟦U\+200B⟧a⟦U\+200D⟧ Zero/)).toBeVisible();
    await expect(within(authors).getByText('<b>Bold</b> & "quoted"')).toBeVisible();
    await expect(canvasElement.querySelector('b, script')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// An author writing to two accounts of one network has two chats (a fixed answer: the seed has one account per
// network): the row counts them in the plural.
export const AnAuthorWithTwoChats: Story = {
  name: "counts an author's chats through two accounts",
  beforeEach: ({ msw }) =>
    void msw.use(...chatAuthorsPageAnswer([{ ...FEW.items[0]!, chats_count: 2 }, ...FEW.items.slice(1, 3)])),
  play: async ({ canvasElement, globals }) => {
    const authors = await list(canvasElement, globals);
    await expect(await within(authors).findByText(storyT(globals)('chats:authors.chats', { count: 2 }))).toBeVisible();
  },
};

export const SearchesByName: Story = {
  name: 'searches by name and the URL keeps it',
  parameters: { recorded: ['chatAuthors'] },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    await list(canvasElement, globals);
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: t('items:authors.search') }), 'Jane{Enter}');
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/chats/authors?q=Jane'));
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(rows(authors).every((row) => /Jane/.test(row.textContent ?? ''))).toBe(true));
  },
};

// Only networks whose accounts take private messages are offered (Google Maps is not one).
export const FiltersByNetwork: Story = {
  tags: ['shot'],
  name: 'filters by network and the URL keeps it',
  parameters: { recorded: ['chatAuthors'] },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    await list(canvasElement, globals);
    const networks = within(canvasElement).getByRole('group', { name: t('items:authors.network') });
    await expect(within(networks).queryByRole('checkbox', { name: t('shell:providers.gmaps') })).toBeNull();
    await userEvent.click(within(networks).getByRole('checkbox', { name: t('shell:providers.telegram') }));
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/chats/authors?provider%5B%5D=telegram'));
    const authors = await list(canvasElement, globals);
    const telegram = recordedAuthors('chatAuthors', 'provider[]=telegram&limit=50').items;
    await waitFor(() => expect(rows(authors).length).toBe(telegram.length));
  },
};

// spec §2.3: a row opens the author page on their private messages.
export const ARowOpensTheAuthorsPrivateMessages: Story = {
  play: async ({ canvasElement, globals }) => {
    const authors = await list(canvasElement, globals);
    const first = MANY.items[0]!;
    const link = within(authors).getAllByRole('link')[0]!;
    await expect(link).toHaveAttribute('href', `/author/${first.id}?view=messages`);
  },
};

export const Mobile: Story = {
  tags: ['shot'],
  globals: viewport('phone'),
  play: async ({ canvasElement, globals }) => {
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(rows(authors).length).toBe(MANY.items.length));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
