import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatsStoreOf, createChatsFixture, HOSTILE_NAMES, scenarios, setChatsStore, type MockState } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { historyOf } from '../../storySupport/location.ts';
import { NOW_S } from '../../inbox/itemStorySupport.tsx';
import { atFixtureNow, ITEMS_VIEWPORTS, mockStateOf, viewport, withInbox } from '../../inbox/itemsStorySupport.tsx';
import { ChatAuthorsScreen } from './ChatAuthorsScreen.tsx';

// The demo chats' authors with a returning customer (an earlier chat through the same account) and a blocked one.
function seedAuthors(state: MockState): void {
  const chats = chatsStoreOf(state).chats;
  chats.find((chat, n) => n > 0 && chat.object_id === chats[0]!.object_id)!.author = chats[0]!.author;
  chats[2]!.author = { ...chats[2]!.author, blocked_until: NOW_S + 7 * 86_400 };
}

// /chats/authors against the mock chats (screens.md "Authors list"): the people who wrote to the accounts.
const meta = {
  title: 'Screens/Chats/ChatAuthors',
  component: ChatAuthorsScreen,
  beforeEach: (context) => {
    withInbox(context);
    seedAuthors(mockStateOf(context.loaded));
  },
  decorators: [atFixtureNow],
  parameters: {
    layout: 'fullscreen',
    route: '/chats/authors',
    session: { email: 'operator@demo.local' },
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

// A page of authors, most recently active first: accounts, chats count, last message, labels, one blocked for a week.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(rows(authors).length).toBe(50));
    await expect(within(authors).getByText(t('chats:authors.chats', { count: 2 }))).toBeVisible();
    await expect(within(authors).getAllByText(/^Заблокирован до|^Blocked until/).length).toBe(1);
    await expect(within(canvasElement).getByRole('button', { name: t('items:authors.more') })).toBeVisible();
  },
};

// More authors than a page: the next page by keyset (cursor), nobody twice.
export const LoadsTheNextPage: Story = {
  name: 'shows the next page of authors on "Show more"',
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(rows(authors).length).toBe(50));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('items:authors.more') }));
    // 60 chats, two of them the same person's.
    await waitFor(() => expect(rows(authors).length).toBe(59));
    await expect(within(canvasElement).queryByRole('button', { name: t('items:authors.more') })).toBeNull();
  },
};

// Bidi and zero-width characters in names are shown as their codes (quality.md); nothing overflows at 320 px.
export const HostileNames: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => {
    const fixture = createChatsFixture(HOSTILE_NAMES.length * 2);
    fixture.chats.forEach((chat, n) => (chat.author = { ...chat.author, name: HOSTILE_NAMES[n % HOSTILE_NAMES.length]! }));
    setChatsStore(mockStateOf(loaded), fixture);
  },
  globals: viewport('narrow'),
  play: async ({ canvasElement, globals }) => {
    const authors = await list(canvasElement, globals);
    await expect(within(authors).getAllByText(/⟦U\+202E⟧nimdA⟦U\+202C⟧ Support/).length).toBe(2);
    await expect(within(authors).getAllByText('<b>Bold</b> & "quoted"').length).toBe(2);
    await expect(canvasElement.querySelector('b, script')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SearchesByName: Story = {
  name: 'searches by name and the URL keeps it',
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
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    await list(canvasElement, globals);
    const networks = within(canvasElement).getByRole('group', { name: t('items:authors.network') });
    await expect(within(networks).queryByRole('checkbox', { name: t('shell:providers.gmaps') })).toBeNull();
    await userEvent.click(within(networks).getByRole('checkbox', { name: t('shell:providers.telegram') }));
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/chats/authors?provider%5B%5D=telegram'));
    const authors = await list(canvasElement, globals);
    const telegram = chatsStoreOf(mockStateOf(loaded)).chats.filter((chat) => chat.author.provider === 'telegram');
    await waitFor(() => expect(rows(authors).length).toBe(new Set(telegram.map((chat) => chat.author.id)).size));
  },
};

// spec §2.3: a row opens the author page on their private messages.
export const ARowOpensTheAuthorsPrivateMessages: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const authors = await list(canvasElement, globals);
    const first = chatsStoreOf(mockStateOf(loaded)).chats[0]!.author;
    const link = within(authors).getAllByRole('link')[0]!;
    await expect(link).toHaveAttribute('href', `/author/${first.id}?view=messages`);
  },
};

export const Mobile: Story = {
  tags: ['shot'],
  globals: viewport('phone'),
  play: async ({ canvasElement, globals }) => {
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(rows(authors).length).toBe(50));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
