import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { GoneNotice } from './GoneNotice.tsx';

// The notice worded as the item page and the chat page word it (ItemScreen, ChatScreen).
function ItemGoneNotice() {
  const { t } = useTranslation('item');
  return <GoneNotice message={t('gone.notice')} backHref="/items" backLabel={t('backToList')} />;
}
function ChatGoneNotice() {
  const { t } = useTranslation('chats');
  return <GoneNotice message={t('chat.gone.notice')} backHref="/chats" backLabel={t('chat.backToList')} />;
}

// spec §1 user groups: the open item or chat left the user's reach; the way back to the list.
const meta = {
  title: 'Screens/Inbox/GoneNotice',
  component: GoneNotice,
  args: { message: '', backHref: '/items', backLabel: '' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoneNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ItemGone: Story = {
  render: () => <ItemGoneNotice />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('item:gone.notice'));
    await expect(within(canvasElement).getByRole('link', { name: t('item:backToList') })).toHaveAttribute('href', '/items');
  },
};

export const ChatGone: Story = {
  render: () => <ChatGoneNotice />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('chats:chat.gone.notice'));
    await expect(within(canvasElement).getByRole('link', { name: t('chats:chat.backToList') })).toHaveAttribute('href', '/chats');
  },
};
