import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { resources } from '@console/locales';
import { localeOf } from '../../../storySupport/location.ts';
import { atFixtureNow, itemsTexts } from '../../inbox/itemsStorySupport.tsx';
import { BulkReplyDialog, type BulkReplyDialogProps } from './BulkReplyDialog.tsx';
import type { BulkReplyResult } from './BulkReplyResults.tsx';

const textsOf = (globals: Record<string, unknown>) => resources[localeOf(globals)].composer;

// One reply to the selected comments of one account (spec §5): the shared composer with that network's counter and
// length limit, templates with '/', emoji; sending; the comments a send could not answer.
const meta = {
  title: 'Screens/Items/BulkReplyDialog',
  component: BulkReplyDialog,
  decorators: [atFixtureNow],
  // The test seed's X account (id 7, the world recording), whose templates the operator's '/' asks for.
  parameters: { session: { email: 'operator@demo.local' }, recorded: true },
  args: {
    isOpen: true,
    count: 3,
    provider: 'twitter',
    objectId: 7,
    accountName: '@zernocoffee',
    busy: false,
    results: [],
    onSend: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BulkReplyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');
const textbox = async () => within(await dialog()).findByRole('textbox');
const expectCounter = async (text: string) => expect(await within(await dialog()).findByText(text)).toBeInTheDocument();

// X counts a comment in its weighted unit up to 280; VK comments take 10,000 (spec §9).
export const TwitterCounter: Story = {
  tags: ['shot-variants'],
  play: async () => {
    await userEvent.type(await textbox(), 'Спасибо!');
    await expectCounter('8 / 280');
  },
};
export const VkCounter: Story = {
  tags: ['shot-variants'],
  args: { provider: 'vk', objectId: 1, accountName: 'Кофейня «Зерно» ВКонтакте' },
  play: async () => {
    await userEvent.type(await textbox(), 'Спасибо!');
    await expectCounter('8 / 10000');
  },
};

// The seeded template longer than 280 characters, inserted with '/' into an X reply: over the limit, the reason is
// shown and neither send button works.
export const OverTheLimitCannotBeSent: Story = {
  play: async ({ globals, args }) => {
    const texts = textsOf(globals);
    const field = await textbox();
    await userEvent.type(field, '/извинения');
    await within(await screen.findByRole('listbox')).findByRole('option', { name: /Извинения за задержку/u });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toMatch(/^Здравствуйте! Приносим/u));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const box = await dialog();
    await expect(within(box).getByText(texts.over.replace('{{network}}', 'X'))).toBeInTheDocument();
    await expect(within(box).getByText(/^\d+ \/ 280$/u)).toBeInTheDocument();
    await expect(within(box).getByRole('button', { name: texts.send })).toBeDisabled();
    await expect(within(box).getByRole('button', { name: texts.sendAndClose })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

// Within the limit: the one text goes out, with or without closing the comments.
export const SendsOneTextToAll: Story = {
  play: async ({ globals, args }) => {
    const texts = textsOf(globals);
    await userEvent.type(await textbox(), 'Спасибо, что написали!');
    await userEvent.click(within(await dialog()).getByRole('button', { name: texts.sendAndClose }));
    await expect(args.onSend).toHaveBeenCalledWith('Спасибо, что написали!', true, []);
  },
};

const attach = async (...files: File[]) => {
  const input = (await dialog()).querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, files, { applyAccept: false });
};
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

// spec §9: files within the network's comment quota (VK 2), shown as chips; the one reply goes out with them.
export const AttachesFilesWithinTheQuota: Story = {
  args: { provider: 'vk', objectId: 1, accountName: 'Кофейня «Зерно» ВКонтакте' },
  play: async ({ globals, args }) => {
    const texts = textsOf(globals);
    await userEvent.type(await textbox(), 'Меню');
    await attach(png('меню.png'), png('цены.png'), png('лишний.png'));
    const box = await dialog();
    const chips = await within(box).findByRole('list', { name: texts.attachments });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    await expect(await within(box).findByRole('alert')).toHaveTextContent('2');
    await userEvent.click(within(box).getByRole('button', { name: texts.send }));
    await expect(args.onSend).toHaveBeenCalledWith('Меню', false, [expect.any(File), expect.any(File)]);
  },
};

// spec §9 "captions 1024": with a file the Telegram reply's counter and limit are the caption's.
export const TelegramCaptionWithAFile: Story = {
  args: { provider: 'telegram', objectId: 2, accountName: 'Zerno Bot' },
  play: async () => {
    await userEvent.click(await textbox());
    await userEvent.paste('я'.repeat(1100));
    await expectCounter('1100 / 4096');
    await attach(png('чек.png'));
    await expectCounter('1100 / 1024');
  },
};

const sent = (id: number, authorName: string, text: string): BulkReplyResult => ({
  id,
  authorName,
  text,
  href: `/items/${id}`,
  state: 'sent',
});
const FIRST_TRY: readonly BulkReplyResult[] = [
  sent(1041, 'Анна Котова', 'Когда откроетесь на Тверской?'),
  {
    ...sent(1042, 'Игорь', 'Кофе остыл, пока несли'),
    state: 'failed',
    error: 'Комментарий удалён в VK: ответить на него нельзя',
  },
  { ...sent(1043, 'Мария', 'Спасибо за капучино!'), state: 'failed', error: '' },
];

// The dialog as useInbox drives it: a send makes it busy; `answer` is each comment's result (null: still sending);
// a retry answers every failed one as sent.
function Driven({ answer, ...args }: BulkReplyDialogProps & { answer: readonly BulkReplyResult[] | null }) {
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState(args.results);
  return (
    <BulkReplyDialog
      {...args}
      busy={busy}
      results={results}
      onSend={(text, close, files) => {
        args.onSend(text, close, files);
        setBusy(true);
        if (answer === null) return;
        setBusy(false);
        setResults(answer);
      }}
      onRetry={() => {
        args.onRetry();
        setResults((current) => current.map((one) => ({ ...one, state: 'sent' as const })));
      }}
    />
  );
}
const typeAndSend = async (globals: Record<string, unknown>) => {
  await userEvent.type(await textbox(), 'Спасибо, что написали!');
  await userEvent.click(within(await dialog()).getByRole('button', { name: textsOf(globals).send }));
};

export const Sending: Story = {
  tags: ['shot'],
  render: (args) => <Driven {...args} answer={null} />,
  play: async ({ globals }) => {
    await typeAndSend(globals);
    await waitFor(async () => expect(await textbox()).toBeDisabled());
    await expect(await textbox()).toHaveValue('Спасибо, что написали!');
    await expect(within(await dialog()).getByRole('button', { name: textsOf(globals).send })).toBeDisabled();
  },
};

// Two of three could not be answered: each comment is listed with its result, the failed ones with the network's
// reason (or a plain "error" when the server gave none); the retry goes to the failed ones only.
export const PartialFailureWithRetry: Story = {
  tags: ['shot'],
  render: (args) => <Driven {...args} answer={FIRST_TRY} />,
  play: async ({ globals, args }) => {
    const { t } = itemsTexts(globals);
    await typeAndSend(globals);
    const box = await dialog();
    const results = await within(box).findByRole('list', { name: t('reply.results') });
    const rows = within(results).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(t('reply.sent'));
    await expect(rows[1]).toHaveTextContent('Комментарий удалён в VK: ответить на него нельзя');
    await expect(within(rows[1]!).getByRole('link', { name: 'Игорь' })).toHaveAttribute('href', '/items/1042');
    await expect(within(box).getByRole('alert')).toHaveTextContent(t('reply.failed', { count: 2 }));
    await userEvent.click(within(box).getByRole('button', { name: t('reply.retry', { count: 2 }) }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(results).getAllByText(t('reply.sent'))).toHaveLength(3));
    await expect(within(box).queryByRole('button', { name: t('reply.retry', { count: 2 }) })).toBeNull();
  },
};
