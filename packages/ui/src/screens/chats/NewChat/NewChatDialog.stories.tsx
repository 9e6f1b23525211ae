import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ObjectsResponse } from '@console/api/contract';
import { objectsAnswer, recordedRead } from '@console/api/mocks';
import { recordedWriteOf, replayChats } from '../Chat/chatStorySupport.tsx';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { expectNavigatedTo } from '../../../storySupport/location.ts';
import { NewChatDialog } from './NewChatDialog.tsx';

// spec §2.5 'Adding a dialogue', §5 "New chat", §7 POST v1/chats, §8 the server's text on failure; the server's
// answers replayed (the chatNew recording, as the operator).
const meta = {
  title: 'Screens/Chats/NewChatDialog',
  component: NewChatDialog,
  args: { isOpen: true, onClose: () => undefined },
  beforeEach: ({ msw, loaded }) => void msw.use(...replayChats(loaded, 'chatNew')),
  parameters: {
    layout: 'fullscreen',
    route: '/chats?status[]=new',
    session: { email: 'operator@demo.local' },
    recorded: true,
  },
} satisfies Meta<typeof NewChatDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The chat the server made for the recorded phone.
const CREATED = recordedWriteOf('chatNew');
const CREATED_ID = (CREATED.answer as { id: number }).id;
const { phone: PHONE } = CREATED.body as { phone: string };
// The operator's only telegram account, as the server answered (a fixed list of one, no rule).
const telegramOnly = objectsAnswer(
  recordedRead<ObjectsResponse>('operator', '/v1/objects').items.filter((object) => object.provider === 'telegram'),
);
const dialog = () => screen.findByRole('dialog');

// Several accounts: none chosen yet, so 'Add' stays disabled (spec §5).
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ globals }) => {
    const t = storyT(globals);
    const open = within(await dialog());
    await expect(open.getByRole('heading', { name: t('chats:newChat.title') })).toBeInTheDocument();
    await waitFor(() => expect(open.getByRole('option', { name: t('chats:newChat.chooseAccount') })).toBeInTheDocument());
    await expect(open.getByRole('button', { name: t('chats:newChat.add') })).toBeDisabled();
  },
};

export const TheOnlyAccountIsPreselected: Story = {
  beforeEach: ({ msw }) => void msw.use(telegramOnly),
  play: async ({ globals }) => {
    const t = storyT(globals);
    const open = within(await dialog());
    const account = open.getByRole('combobox', { name: t('chats:newChat.account') });
    await waitFor(() => expect(account).toHaveDisplayValue(/Zerno Bot/));
    await userEvent.type(open.getByRole('textbox', { name: t('chats:newChat.phone') }), '  79991234567 ');
    await expect(open.getByRole('button', { name: t('chats:newChat.add') })).toBeEnabled();
  },
};

export const APhoneWithAPlusOrTooShortIsRefused: Story = {
  beforeEach: ({ msw }) => void msw.use(telegramOnly),
  play: async ({ globals }) => {
    const t = storyT(globals);
    const open = within(await dialog());
    const phone = open.getByRole('textbox', { name: t('chats:newChat.phone') });
    await userEvent.type(phone, '+79991234567');
    await expect(await open.findByText(t('chats:newChat.phoneError.format'))).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '799912345678');
    await expect(await open.findByText(t('chats:newChat.phoneError.russia'))).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '4915112');
    await expect(await open.findByText(t('chats:newChat.phoneError.length'))).toBeInTheDocument();
    await expect(open.getByRole('button', { name: t('chats:newChat.add') })).toBeDisabled();
  },
};

export const AddingOpensTheChatWithTheCurrentQuery: Story = {
  play: async ({ globals, loaded }) => {
    const t = storyT(globals);
    const open = within(await dialog());
    const account = open.getByRole('combobox', { name: t('chats:newChat.account') });
    await waitFor(() => expect(open.getByRole('option', { name: /Zerno Bot/ })).toBeInTheDocument());
    await userEvent.selectOptions(account, open.getByRole('option', { name: /Zerno Bot/ }));
    await userEvent.type(open.getByRole('textbox', { name: t('chats:newChat.phone') }), PHONE);
    await userEvent.click(open.getByRole('button', { name: t('chats:newChat.add') }));
    await expectNavigatedTo(loaded, `/chats/${CREATED_ID}/messages?status[]=new`);
  },
};

// The network's refusal (the sandbox accepts every number): a fixed answer with the server's kind of text.
export const TheServersTextWhenAddingFails: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) =>
    void msw.use(
      telegramOnly,
      http.post('*/v1/chats', async () => {
        await delay(200);
        return HttpResponse.json({ error: 'Этот номер не зарегистрирован в Telegram' }, { status: 400 });
      }),
    ),
  play: async ({ globals }) => {
    const t = storyT(globals);
    const open = within(await dialog());
    await waitFor(() => expect(open.getByRole('combobox', { name: t('chats:newChat.account') })).toHaveDisplayValue(/Zerno Bot/));
    await userEvent.type(open.getByRole('textbox', { name: t('chats:newChat.phone') }), '79991234567');
    await userEvent.click(open.getByRole('button', { name: t('chats:newChat.add') }));
    await waitFor(() => expect(open.getByRole('alert')).toHaveTextContent('Этот номер не зарегистрирован в Telegram'));
  },
};
