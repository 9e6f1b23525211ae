import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatsStoreOf, HOSTILE_TEXTS, scenarios, type MockState } from '@console/api/mocks';
import type { Chat } from '@console/api/contract';
import { AUTHOR_CHATS_SHOWN } from '../../../data/chats.ts';
import { isMobileWidth, storyT } from '../../../components/storySupport/storyLocale.ts';
import { atFixtureNow, ITEMS_VIEWPORTS, mockStateOf, viewport } from '../itemsStorySupport.tsx';
import { AuthorChats } from './AuthorChats.tsx';

const AUTHOR_ID = 5000;
/** The corpus's longest texts first: the unbroken word among them. */
const LONGEST_HOSTILE = [...HOSTILE_TEXTS].sort((a, b) => b.length - a.length);

/** `count` more chats of the demo author 5000 (the first demo chat's), newest first, with `excerpt(n)` texts. */
function addChats(state: MockState, count: number, excerpt: (n: number) => string): void {
  const store = chatsStoreOf(state);
  const first = store.chats.find((chat) => chat.author.id === AUTHOR_ID)!;
  const more = Array.from({ length: count }, (_, n): Chat => ({
    ...first,
    id: 8100 + n,
    excerpt: excerpt(n),
    status: n % 2 === 0 ? 'closed' : 'inprogress',
    updated_at: first.updated_at - (n + 1) * 86_400,
  }));
  store.chats.push(...more);
}

// The author page's private messages (spec §2.3: "comments or private messages of one author; toggled on
// mobile"): open beside the comments on wider screens, behind a toggle on a phone unless the page was opened on them.
const meta = {
  title: 'Screens/Chats/AuthorChats',
  component: AuthorChats,
  args: { authorId: AUTHOR_ID },
  decorators: [
    atFixtureNow,
    (Story) => (
      <div style={{ padding: 16, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    route: `/author/${AUTHOR_ID}`,
    session: { email: 'operator@demo.local' },
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof AuthorChats>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('region', { name: storyT(globals)('chats:author.title') });
/** On a phone the list is folded: the toggle shows it. */
async function opened(canvasElement: HTMLElement, globals: Record<string, unknown>): Promise<HTMLElement> {
  const t = storyT(globals);
  const region = await section(canvasElement, globals);
  if (isMobileWidth()) await userEvent.click(within(region).getByRole('button', { name: t('chats:author.show') }));
  return region;
}
const links = (region: HTMLElement) => within(region).queryAllByRole('link');

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chats.slow),
  play: async ({ canvasElement, globals }) => {
    const region = await opened(canvasElement, globals);
    await expect(await within(region).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chats.serverError500),
  play: async ({ canvasElement, globals }) => {
    const region = await opened(canvasElement, globals);
    await expect(await within(region).findByRole('alert')).toHaveTextContent(storyT(globals)('chats:list.loadFailed'));
  },
};

export const Empty: Story = {
  tags: ['shot'],
  args: { authorId: 99_999 },
  play: async ({ canvasElement, globals }) => {
    const region = await opened(canvasElement, globals);
    await expect(await within(region).findByText(storyT(globals)('chats:author.none'))).toBeVisible();
  },
};

// The author's chats, newest first: their last message, status and time; each opens its chat page.
export const Ready: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ loaded }) => void addChats(mockStateOf(loaded), 2, (n) => `Вопрос про заказ №${4510 + n}`),
  play: async ({ canvasElement, globals }) => {
    const region = await opened(canvasElement, globals);
    await waitFor(() => expect(links(region).length).toBe(3));
    await expect(within(region).getByRole('link', { name: 'Вопрос про заказ №4510' })).toHaveAttribute(
      'href',
      '/chats/8100/messages',
    );
  },
};

// A long-standing customer: the newest AUTHOR_CHATS_SHOWN chats.
export const ManyChats: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => void addChats(mockStateOf(loaded), 10, (n) => `Обращение ${n + 1}`),
  play: async ({ canvasElement, globals }) => {
    const region = await opened(canvasElement, globals);
    await waitFor(() => expect(links(region).length).toBe(AUTHOR_CHATS_SHOWN));
  },
};

// Messages from the network are text only; a 32,768-character word wraps at 320 px (quality.md).
export const HostileMessages: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => void addChats(mockStateOf(loaded), 5, (n) => LONGEST_HOSTILE[n]!.slice(0, 800)),
  globals: viewport('narrow'),
  play: async ({ canvasElement, globals }) => {
    const region = await opened(canvasElement, globals);
    await waitFor(() => expect(links(region).length).toBe(AUTHOR_CHATS_SHOWN));
    await expect(canvasElement.querySelector('script, svg[onload], img[onerror]')).toBeNull();
    await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const HidesAndShowsTheMessages: Story = {
  name: 'hides and shows the private messages',
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const region = await opened(canvasElement, globals);
    await waitFor(() => expect(links(region).length).toBe(1));
    await userEvent.click(within(region).getByRole('button', { name: t('chats:author.hide') }));
    await expect(links(region).length).toBe(0);
    await userEvent.click(within(region).getByRole('button', { name: t('chats:author.show') }));
    await waitFor(() => expect(links(region).length).toBe(1));
  },
};

// spec §2.3: on a phone the messages are folded behind the toggle, so the comments come first (open on wider screens).
export const Mobile: Story = {
  tags: ['shot-variants'],
  globals: viewport('phone'),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const region = await section(canvasElement, globals);
    const phone = isMobileWidth();
    const toggle = within(region).getByRole('button', { name: t(phone ? 'chats:author.show' : 'chats:author.hide') });
    await expect(toggle).toHaveAttribute('aria-expanded', String(!phone));
    if (phone) await expect(links(region).length).toBe(0);
    else await waitFor(() => expect(links(region).length).toBe(1));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// From /chats/authors (authorMessagesPath) the page opens on the messages, on a phone too.
export const OpenedFromTheMessageAuthors: Story = {
  tags: ['shot'],
  name: 'opens on the messages when the authors list sent the user',
  parameters: { route: `/author/${AUTHOR_ID}?view=messages` },
  globals: viewport('phone'),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const region = await section(canvasElement, globals);
    await expect(within(region).getByRole('button', { name: t('chats:author.hide') })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(links(region).length).toBe(1));
  },
};
