import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { historyOf } from '../../../storySupport/location.ts';
import { atFixtureNow, ITEMS_VIEWPORTS, itemsTexts, mockStateOf, viewport } from '../../inbox/itemsStorySupport.tsx';
import { replayedInbox } from '../../inbox/recordedInbox.ts';
import { AuthorsScreen } from './AuthorsScreen.tsx';

// /items/authors replaying the server's answers on the test seed (screens.md "Authors list"; docs/mocks.md).
const meta = {
  title: 'Screens/Items/Authors',
  component: AuthorsScreen,
  beforeEach: ({ loaded, msw }) => void msw.use(...replayedInbox('itemsList', mockStateOf(loaded))),
  decorators: [atFixtureNow],
  parameters: {
    layout: 'fullscreen',
    route: '/items/authors',
    session: 'signedIn',
    recorded: true,
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof AuthorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('list', { name: itemsTexts(globals).t('authors.label') });

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.itemAuthors.slow),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.itemAuthors.serverError500),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.itemAuthors.empty),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(itemsTexts(globals).t('authors.empty'))).toBeVisible();
  },
};

// A search that finds no one: the search is named and "Reset filters" goes back to every author.
export const NoMatchResetsTheFilters: Story = {
  parameters: { route: '/items/authors?q=Никто' },
  beforeEach: ({ msw }) => void msw.use(...scenarios.itemAuthors.empty),
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = itemsTexts(globals);
    const empty = await within(canvasElement).findByRole('status');
    await expect(empty).toHaveTextContent(t('authors.noMatch'));
    await expect(empty).toHaveTextContent(t('list.filtersOn', { names: t('authors.search') }));
    await userEvent.click(within(empty).getByRole('button', { name: t('list.reset') }));
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/items/authors'));
    await expect(await within(canvasElement).findByText(t('authors.empty'))).toBeVisible();
  },
};

// The test seed's authors, most recently active first; one is blocked for a week.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(within(authors).getAllByRole('listitem').length).toBeGreaterThan(10));
    await expect(within(authors).getAllByText(/^Заблокирован до|^Blocked until/).length).toBe(1);
    await expect(within(canvasElement).queryByRole('button', { name: t('authors.more') })).toBeNull();
  },
};

// More authors than a page: the next page by keyset (cursor). More than the test seed has: a scenario.
export const ManyAuthors: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.itemAuthors.twoPages),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(within(authors).getAllByRole('listitem').length).toBe(50));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('authors.more') }));
    await waitFor(() => expect(within(authors).getAllByRole('listitem').length).toBe(100));
  },
};

// Bidi and zero-width characters in names are shown as their codes (quality.md); the test seed's authors carry them.
export const HostileNames: Story = {
  tags: ['shot'],
  globals: viewport('narrow'),
  play: async ({ canvasElement, globals }) => {
    const authors = await list(canvasElement, globals);
    await expect(within(authors).getAllByText(/⟦U\+202E⟧nimdA⟦U\+202C⟧ Support/).length).toBeGreaterThan(0);
    await expect(within(authors).getAllByText('<b>Bold</b> & "quoted"').length).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SearchesByName: Story = {
  name: 'searches by name and the URL keeps it',
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = itemsTexts(globals);
    await list(canvasElement, globals);
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: t('authors.search') }), 'Jane{Enter}');
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/items/authors?q=Jane'));
    const authors = await list(canvasElement, globals);
    await waitFor(() =>
      expect(
        within(authors)
          .getAllByRole('listitem')
          .every((row) => /Jane/.test(row.textContent ?? '')),
      ).toBe(true),
    );
  },
};

export const Mobile: Story = {
  tags: ['shot'],
  globals: viewport('phone'),
  play: async ({ canvasElement, globals }) => {
    await list(canvasElement, globals);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
