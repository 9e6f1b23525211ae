import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatsPageAnswer, HOSTILE_TEXTS, RECORDINGS, scenarios } from '@console/api/mocks';
import type { Chat } from '@console/api/contract';
import { AUTHOR_CHATS_SHOWN } from '../../../data/chats.ts';
import { isMobileWidth, storyT } from '../../../components/storySupport/storyLocale.ts';
import { ITEMS_VIEWPORTS, viewport } from '../itemsStorySupport.tsx';
import { atRecordedNow } from '../../chats/Chat/chatStorySupport.tsx';
import { AuthorChats } from './AuthorChats.tsx';

// The authors' chats the server answered (chatsByPhone): one author's single chat, and an author without any.
const [ONE, NONE] = RECORDINGS.chatsByPhone.steps
  .filter((step) => step.path === '/v1/chats' && step.method === 'GET')
  .map((step) => ({
    authorId: Number(step.query.find(([key]) => key === 'author_id')![1]),
    chats: (step.answer as { items: Chat[] }).items,
  }));
const AUTHOR_ID = ONE!.authorId;
/** The corpus's longest texts first: the unbroken word among them. */
const LONGEST_HOSTILE = [...HOSTILE_TEXTS].sort((a, b) => b.length - a.length);

/**
 * `count` more chats of the author, older each, with `excerpt(n)` texts: a fixed answer (chatsPageAnswer), since
 * the test seed has one account per network and so one chat per author there.
 */
const withChats = (count: number, excerpt: (n: number) => string): Chat[] => {
  const first = ONE!.chats[0]!;
  return [
    first,
    ...Array.from({ length: count }, (_, n): Chat => ({
      ...first,
      id: 8100 + n,
      excerpt: excerpt(n),
      status: n % 2 === 0 ? 'closed' : 'inprogress',
      updated_at: first.updated_at - (n + 1) * 86_400,
    })),
  ];
};

// The author page's private messages (spec §2.3: "comments or private messages of one author; toggled on
// mobile"): open beside the comments on wider screens, behind a toggle on a phone unless the page was opened on them.
const meta = {
  title: 'Screens/Chats/AuthorChats',
  component: AuthorChats,
  args: { authorId: AUTHOR_ID },
  decorators: [
    atRecordedNow,
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
    recorded: ['chatsByPhone'],
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
  args: { authorId: NONE!.authorId },
  play: async ({ canvasElement, globals }) => {
    const region = await opened(canvasElement, globals);
    await expect(await within(region).findByText(storyT(globals)('chats:author.none'))).toBeVisible();
  },
};

// The author's chats, newest first: their last message, status and time; each opens its chat page.
export const Ready: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) => void msw.use(...chatsPageAnswer(withChats(2, (n) => `Вопрос про заказ №${4510 + n}`))),
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
  beforeEach: ({ msw }) =>
    void msw.use(...chatsPageAnswer(withChats(10, (n) => `Обращение ${n + 1}`).slice(0, AUTHOR_CHATS_SHOWN + 1))),
  play: async ({ canvasElement, globals }) => {
    const region = await opened(canvasElement, globals);
    await waitFor(() => expect(links(region).length).toBe(AUTHOR_CHATS_SHOWN));
  },
};

// Messages from the network are text only; a 32,768-character word wraps at 320 px (quality.md).
export const HostileMessages: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...chatsPageAnswer(withChats(5, (n) => LONGEST_HOSTILE[n]!.slice(0, 800)))),
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
    await waitFor(() => expect(links(region).length).toBe(ONE!.chats.length));
    await userEvent.click(within(region).getByRole('button', { name: t('chats:author.hide') }));
    await expect(links(region).length).toBe(0);
    await userEvent.click(within(region).getByRole('button', { name: t('chats:author.show') }));
    await waitFor(() => expect(links(region).length).toBe(ONE!.chats.length));
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
    else await waitFor(() => expect(links(region).length).toBe(ONE!.chats.length));
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
    await waitFor(() => expect(links(region).length).toBe(ONE!.chats.length));
  },
};
