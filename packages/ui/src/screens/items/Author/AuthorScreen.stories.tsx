import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { RECORDINGS } from '@console/api/mocks';
import { COMMENT_STATUSES, type AuthorDetail, type Chat, type Item } from '@console/api/contract';
import { itemsFeed } from '../../../data/itemsFeed.ts';
import { atFixtureNow, ITEMS_VIEWPORTS, itemsTexts, mockStateOf, viewport } from '../../inbox/itemsStorySupport.tsx';
import { recordedRead, recordedRows, replayedInbox } from '../../inbox/recordedInbox.ts';
import { isMobileWidth, storyT } from '../../../components/storySupport/storyLocale.ts';
import { AuthorScreen } from './AuthorScreen.tsx';

// The test seed's author 'Светлана 19' and a hostile-named one, as the server answered (itemsList).
const AUTHOR = recordedRead<AuthorDetail>('itemsList', 'administrator', '/v1/authors/19').author;
const EVERY_STATUS = COMMENT_STATUSES.map((status) => `status[]=${status}`).join('&');
const OWN_ITEMS = recordedRows('itemsList', 'administrator', `/v1/authors/${AUTHOR.id}/items?limit=50&${EVERY_STATUS}`);
const HOSTILE_AUTHOR_ID = 41;
// The chat of a test-seed chat author, as the author page reads it (authorChats).
const CHAT_AUTHOR_CHAT = (RECORDINGS.authorChats.steps.findLast((step) => step.path === '/v1/chats')!.answer as { items: Chat[] })
  .items[0]!;

// /author/{id} replaying the server's answers on the test seed (docs/mocks.md): the author and their comments.
const meta = {
  title: 'Screens/Items/Author',
  component: AuthorScreen,
  beforeEach: ({ loaded, msw }) => void msw.use(...replayedInbox('itemsList', mockStateOf(loaded))),
  decorators: [
    atFixtureNow,
    (Story) => (
      <Route path="/author/:id">
        <Story />
      </Route>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    route: `/author/${AUTHOR.id}`,
    session: 'signedIn',
    // The author's private messages (spec §2.3), as the server answered them.
    recorded: ['authorChats'],
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof AuthorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The author's private messages (a chunk and a request of their own) have settled before the picture is taken.
async function chatsSettled(canvasElement: HTMLElement, globals: Record<string, unknown>): Promise<void> {
  const t = storyT(globals);
  const names = [t('chats:author.show'), t('chats:author.hide')];
  const toggle = await within(canvasElement).findByRole('button', { name: (name) => names.includes(name) }, { timeout: 5000 });
  if (toggle.getAttribute('aria-expanded') === 'true')
    await waitFor(() => expect(canvasElement.querySelector('#author-chats p, #author-chats li')).not.toBeNull());
}

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) =>
    void msw.use(
      http.get('*/v1/authors/:id', async () => {
        await delay('infinite');
      }),
    ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  parameters: { route: '/author/99999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) =>
    void msw.use(http.get('*/v1/authors/:id/items', () => HttpResponse.json({ items: [], next_cursor: null, posts: [] }))),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(itemsTexts(globals).t('list.empty'))).toBeVisible();
    await chatsSettled(canvasElement, globals);
  },
};

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    await expect(await within(canvasElement).findByRole('heading', { level: 2 })).toHaveTextContent(AUTHOR.name);
    await expect(within(canvasElement).getByText(t('authors.items', { count: AUTHOR.items_count }))).toBeVisible();
    const list = await within(canvasElement).findByRole('grid');
    // Every comment of the author is a row; a phone's shorter window virtualises the last ones away.
    const rows = isMobileWidth() ? 1 : AUTHOR.items_count;
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThanOrEqual(rows));
    await expect(within(list).getAllByRole('row').length).toBeLessThanOrEqual(AUTHOR.items_count);
    await chatsSettled(canvasElement, globals);
  },
};

// Live comments: the author's own come into their page; another author's, though it matches the filters, does not.
export const OnlyTheAuthorsLiveCommentsComeIn: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('grid');
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(0));
    const own = OWN_ITEMS[0]!;
    const other: Item = { ...own, author: { ...own.author, id: AUTHOR.id + 1000, name: 'Другой автор' } };
    const live = (base: Item, id: number, text: string): Item => ({
      ...base,
      id,
      status: 'new',
      text,
      version: 1,
      created_at: own.created_at + 3_600,
    });
    itemsFeed.publish([
      {
        method: 'items.new',
        items: [live(other, 9201, 'Комментарий другого автора'), live(own, 9202, 'Новый комментарий автора')],
      },
    ]);
    await expect(await within(list).findByText('Новый комментарий автора')).toBeVisible();
    await expect(within(list).queryByText('Комментарий другого автора')).toBeNull();
  },
};

// A hostile name is text with its bidi characters shown; nothing overflows at 320 px.
export const HostileAuthor: Story = {
  tags: ['shot'],
  parameters: { route: `/author/${HOSTILE_AUTHOR_ID}` },
  globals: viewport('narrow'),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2 })).toHaveTextContent(
      '⟦U+202E⟧nimdA⟦U+202C⟧ Support',
    );
    await within(canvasElement).findByRole('grid');
    await chatsSettled(canvasElement, globals);
    await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ReadOnlyUser: Story = {
  tags: ['shot'],
  parameters: { session: { email: 'reader@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const list = await within(canvasElement).findByRole('grid');
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(0));
    await expect(list.querySelector('input[type="checkbox"]')).toBeNull();
    await chatsSettled(canvasElement, globals);
  },
};

export const Mobile: Story = {
  tags: ['shot'],
  globals: viewport('phone'),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('grid');
    await chatsSettled(canvasElement, globals);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// spec §2.3: with the messages role the author's private messages show above the comments (a toggle on a phone).
export const TheAuthorsPrivateMessages: Story = {
  tags: ['shot-variants'],
  // A chat author of the test seed (authorChats): their page, their chat.
  parameters: { route: `/author/${CHAT_AUTHOR_CHAT.author.id}` },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: t(isMobileWidth() ? 'chats:author.show' : 'chats:author.hide') });
    if (isMobileWidth()) await userEvent.click(toggle);
    await expect(await canvas.findByRole('link', { name: CHAT_AUTHOR_CHAT.excerpt })).toHaveAttribute(
      'href',
      `/chats/${CHAT_AUTHOR_CHAT.id}/messages`,
    );
  },
};
