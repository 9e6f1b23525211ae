import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOSTILE_NAMES } from '@console/api/mocks';
import { storyT } from '../../../../components/storySupport/storyLocale.ts';
import { LinkedCard } from './LinkedCard.tsx';

// A linked comment or chat on the issue page (IssueLinks loads each by its own page's hook): its author, network and
// text as text, and the link to its page; while it loads, and when it is out of reach.
const meta = {
  title: 'Screens/Issues/Parts/LinkedCard',
  component: LinkedCard,
  args: {
    record: {
      state: 'ready',
      kind: 'comment',
      href: '/items/8',
      author: 'Дмитрий Орлов',
      provider: 'vk',
      text: 'Заказ 1042 пришёл повреждённым, верните деньги.',
    },
  },
  decorators: [
    (Story) => (
      <ul style={{ padding: 16, maxWidth: 560, listStyle: 'none', margin: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof LinkedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Comment: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const card = within(within(canvasElement).getByRole('listitem'));
    await expect(card.getByText('Дмитрий Орлов')).toBeInTheDocument();
    await expect(card.getByText(new RegExp(`^${t('issues:page.linked.comment')} · `))).toBeInTheDocument();
    await expect(card.getByText('Заказ 1042 пришёл повреждённым, верните деньги.')).toBeInTheDocument();
    await expect(card.getByRole('link', { name: t('issues:page.linked.open') })).toHaveAttribute('href', '/items/8');
  },
};

// A chat whose person's name and text carry markup: shown as text.
export const ChatWithMarkup: Story = {
  args: {
    record: {
      state: 'ready',
      kind: 'chat',
      href: '/chats/12/messages',
      author: HOSTILE_NAMES[2]!,
      provider: 'telegram',
      text: '<img src=x onerror=alert(1)> Где мой заказ?',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const item = within(canvasElement).getByRole('listitem');
    const card = within(item);
    await expect(card.getByText(t('issues:page.linked.chat', { name: HOSTILE_NAMES[2] }))).toBeInTheDocument();
    await expect(card.getByText('<img src=x onerror=alert(1)> Где мой заказ?')).toBeInTheDocument();
    await expect(item.querySelector('b, img[src="x"]')).toBeNull();
    await expect(card.getByRole('link', { name: t('issues:page.linked.open') })).toHaveAttribute('href', '/chats/12/messages');
  },
};

export const Unavailable: Story = {
  args: { record: { state: 'unavailable', kind: 'chat', href: '/chats/99/messages' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const card = within(within(canvasElement).getByRole('listitem'));
    await expect(card.getByText(t('issues:page.linked.unavailable'))).toBeInTheDocument();
    await expect(card.getByRole('link', { name: t('issues:page.linked.open') })).toHaveAttribute('href', '/chats/99/messages');
  },
};
