import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@console/api/client';
import { resources } from '@console/locales';
import { http, HttpResponse } from 'msw';
import { FIXTURE_NOW, scenarios } from '@console/api/mocks';
import type { TemplatesResponse } from '@console/api/contract';
import { writeDraft } from '@console/machines/composerStore';
import type { QueuedReply } from '@console/machines/composerMachine';
import { NowProvider } from '../../../data/index.ts';
import { useAttachmentUrl } from '../../../data/attachments.ts';
import { stickerSetsOf } from '@console/api/contract';
import { localeOf } from '../../../storySupport/location.ts';
import { recordedRead } from '../recordedInbox.ts';
import { ReplyComposer } from './ReplyComposer.tsx';

const KEY = 'item:story';
const MB = 1024 * 1024;
const textsOf = (globals: Record<string, unknown>) => resources[localeOf(globals)].composer;

// A draft as a reload finds it (the story's storage is cleared before each story).
const withDraft =
  (text: string, outbox: QueuedReply[] = []) =>
  () =>
    writeDraft(localStorage, KEY, { text, outbox });

// Countdowns see the fixtures' "now", so they read the same on every run; a composer is as wide as the item page's.
const atFixtureNow: Decorator = (Story) => (
  <NowProvider now={FIXTURE_NOW}>
    <div style={{ maxWidth: 560, padding: 16 }}>
      <Story />
    </div>
  </NowProvider>
);

const meta = {
  title: 'Screens/Items/ReplyComposer',
  component: ReplyComposer,
  decorators: [atFixtureNow],
  parameters: { session: { email: 'operator@demo.local' } },
  args: { provider: 'vk', kind: 'comment', draftKey: KEY, onSend: fn(async () => undefined), initialOnline: true },
} satisfies Meta<typeof ReplyComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = () => screen.findByRole('textbox');
// The greeting the server answered the operator for a vk reply (the world recording).
const GREETING = recordedRead<TemplatesResponse>('world', 'operator', '/v1/templates?provider=vk').items.find(
  (template) => template.name === 'Приветствие',
)!;
const expectCounter = async (text: string) => expect(await screen.findByText(text)).toBeInTheDocument();

export const VkEmpty: Story = { tags: ['shot-variants'], play: () => expectCounter('0 / 10000') };
export const VkNearTheLimit: Story = {
  tags: ['shot'],
  beforeEach: withDraft('а'.repeat(9990)),
  play: () => expectCounter('9990 / 10000'),
};
export const FacebookMessageEmpty: Story = {
  tags: ['shot'],
  args: { provider: 'facebook', kind: 'message' },
  play: () => expectCounter('0 / 2000'),
};
export const FacebookMessageOverTheLimit: Story = {
  tags: ['shot'],
  args: { provider: 'facebook', kind: 'message' },
  beforeEach: withDraft('б'.repeat(2001)),
  play: async ({ globals }) => {
    await expectCounter('2001 / 2000');
    await expect(screen.getByText(textsOf(globals).over.replace('{{network}}', 'Facebook'))).toBeInTheDocument();
  },
};
// Instagram messages: 550 characters AND 1000 bytes; 300 emoji are 300 characters but 1200 bytes.
export const InstagramMessageEmpty: Story = {
  tags: ['shot'],
  args: { provider: 'instagram', kind: 'message' },
  play: () => expectCounter('0 / 550'),
};
export const InstagramMessageOverTheBytes: Story = {
  tags: ['shot'],
  args: { provider: 'instagram', kind: 'message' },
  beforeEach: withDraft('😀'.repeat(300)),
  play: async ({ globals }) => {
    await expect(await screen.findByText(/1200 \/ 1000/u)).toBeInTheDocument();
    await expect(screen.getByText(textsOf(globals).overBytes.replace('{{max}}', '1000'))).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: textsOf(globals).send })).toBeDisabled();
  },
};
// X counts CJK and emoji 2, every link 23.
export const TwitterWeightedNearTheLimit: Story = {
  tags: ['shot'],
  args: { provider: 'twitter' },
  beforeEach: withDraft(`${'漢字'.repeat(60)} https://example.com/a/very/long/path ${'a'.repeat(9)}`),
  play: () => expectCounter('274 / 280'),
};
export const TwitterOverTheLimit: Story = {
  tags: ['shot'],
  args: { provider: 'twitter' },
  beforeEach: withDraft('字'.repeat(141)),
  play: () => expectCounter('282 / 280'),
};
export const TelegramEmpty: Story = {
  tags: ['shot'],
  args: { provider: 'telegram', kind: 'message' },
  play: () => expectCounter('0 / 4096'),
};
export const OkMessageNearTheLimit: Story = {
  tags: ['shot'],
  args: { provider: 'ok', kind: 'message' },
  beforeEach: withDraft('о'.repeat(1995)),
  play: () => expectCounter('1995 / 2000'),
};
export const TiktokOverTheLimit: Story = {
  tags: ['shot'],
  args: { provider: 'tiktok' },
  beforeEach: withDraft('t'.repeat(151)),
  play: () => expectCounter('151 / 150'),
};
export const GmapsReviewEmpty: Story = { tags: ['shot'], args: { provider: 'gmaps' }, play: () => expectCounter('0 / 5000') };
export const GmapsReviewNearTheLimit: Story = {
  tags: ['shot'],
  args: { provider: 'gmaps' },
  beforeEach: withDraft('g'.repeat(4990)),
  play: () => expectCounter('4990 / 5000'),
};

// spec §9: VK comments may be edited for 43200 s.
export const EditWindowCountdown: Story = {
  tags: ['shot-variants'],
  args: { editWindowEndsAt: FIXTURE_NOW + 43200 * 1000 - 90_000 },
  beforeEach: withDraft('Исправленный ответ'),
  play: async () => expect(await screen.findByText(/11:58:30/u)).toBeInTheDocument(),
};
export const EditWindowExpired: Story = {
  tags: ['shot'],
  args: { provider: 'vc', editWindowEndsAt: FIXTURE_NOW - 1000 },
  play: async ({ globals }) => {
    await expect(await screen.findByText(textsOf(globals).editWindowOver)).toBeInTheDocument();
    await expect(await textbox()).toBeDisabled();
  },
};
// spec §9: stories are available 24 hours.
export const StoryExpiring: Story = {
  tags: ['shot-variants'],
  args: { provider: 'instagram', kind: 'message', storyExpiresAt: FIXTURE_NOW + 2 * 3600 * 1000 + 5000 },
  play: async () => expect(await screen.findByText(/2:00:05/u)).toBeInTheDocument(),
};
export const StoryExpired: Story = {
  tags: ['shot'],
  args: { provider: 'instagram', kind: 'message', storyExpiresAt: FIXTURE_NOW - 1 },
  play: async ({ globals }) => expect(await screen.findByText(textsOf(globals).storyExpired)).toBeInTheDocument(),
};
export const DisabledWithReason: Story = {
  tags: ['shot'],
  args: { provider: 'ok', disabledReason: "Can't reply on comments from Odnoklassniki" },
  play: async ({ globals }) => {
    await expect(await textbox()).toBeDisabled();
    await expect(screen.getByRole('button', { name: textsOf(globals).sendAndClose })).toBeDisabled();
  },
};

export const TemplatePopoverOpen: Story = {
  tags: ['shot'],
  play: async () => {
    await userEvent.type(await textbox(), '/');
    await expect(await screen.findByRole('listbox')).toBeInTheDocument();
  },
};
// GET v1/templates under way: not yet "no templates".
export const TemplatesLoading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.templates.slow),
  play: async ({ globals }) => {
    await userEvent.type(await textbox(), '/');
    await expect(await screen.findByText(textsOf(globals).templatesLoading)).toBeInTheDocument();
    await expect(screen.queryByText(textsOf(globals).noTemplates)).toBeNull();
  },
};
// A failed GET v1/templates is an error with a retry, not "no matching templates".
export const TemplatesFailed: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.templates.serverError500),
  play: async ({ globals }) => {
    const texts = textsOf(globals);
    await userEvent.type(await textbox(), '/');
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.templatesFailed);
    await expect(within(alert).getByRole('button', { name: texts.retry })).toBeInTheDocument();
    await expect(screen.queryByText(texts.noTemplates)).toBeNull();
  },
};
// The retry asks again, and the list comes.
export const TemplatesFailedWithRetry: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(
      http.get('*/v1/templates', () => HttpResponse.json({ error: 'Внутренняя ошибка сервера' }, { status: 500 }), {
        once: true,
      }),
    ),
  play: async ({ globals }) => {
    const texts = textsOf(globals);
    await userEvent.type(await textbox(), '/');
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.templatesFailed);
    await expect(screen.queryByText(texts.noTemplates)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: texts.retry }));
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option').length).toBeGreaterThan(0);
  },
};
export const EmojiOpen: Story = {
  tags: ['shot'],
  play: async ({ globals }) => {
    await userEvent.click(await screen.findByRole('button', { name: textsOf(globals).emoji }));
    // The picker by its name: any other dialog still in the page (an earlier story's, leaving) is not it.
    const dialog = await screen.findByRole('dialog', { name: textsOf(globals).emoji });
    await expect(await within(dialog).findByRole('button', { name: '🔥' })).toBeInTheDocument();
  },
};

// spec §2.4 stickers: a Telegram chat's composer with the account's sets; the popover shows each set's pictures (served
// by the mocks' host as the reference server draws them) and a press sends one.
const onSticker = fn();
function WithStickers(props: Parameters<typeof ReplyComposer>[0]) {
  const resolveUrl = useAttachmentUrl();
  return <ReplyComposer {...props} stickers={{ sets: stickerSetsOf('telegram'), resolveUrl, onPick: onSticker }} />;
}
export const StickersOpen: Story = {
  tags: ['shot'],
  args: { provider: 'telegram', kind: 'message' },
  render: (args) => <WithStickers {...args} />,
  play: async ({ globals }) => {
    const texts = textsOf(globals);
    await userEvent.click(await screen.findByRole('button', { name: texts.stickers.button }));
    const dialog = await screen.findByRole('dialog', { name: texts.stickers.button });
    const sticker = await within(dialog).findByRole('button', { name: texts.stickers.send.replace('{{name}}', 'Mint: sad') });
    await waitFor(() => expect(dialog.querySelectorAll('img')).toHaveLength(15));
    await userEvent.click(sticker);
    await expect(onSticker).toHaveBeenCalledWith('tg-mint-2');
    await userEvent.click(await screen.findByRole('button', { name: texts.stickers.button }));
  },
};

const upload = async (files: File[]) => {
  await textbox();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, files, { applyAccept: false });
};
export const AttachmentTooBig: Story = {
  tags: ['shot'],
  args: { provider: 'facebook', kind: 'message' },
  play: async () => {
    await upload([new File([new Uint8Array(6 * MB)], 'photo.png', { type: 'image/png' })]);
    await expect(await screen.findByRole('alert')).toHaveTextContent('photo.png');
  },
};
export const AttachmentTooMany: Story = {
  tags: ['shot'],
  args: { provider: 'vk', kind: 'comment' },
  play: async () => {
    const file = (name: string) => new File(['x'], name, { type: 'image/png' });
    await upload([file('1.png'), file('2.png'), file('3.png')]);
    await expect(await screen.findByRole('alert')).toHaveTextContent('2');
    await expect(screen.getByText('1.png')).toBeInTheDocument();
  },
};

export const Sending: Story = {
  tags: ['shot'],
  args: { onSend: fn(() => new Promise<void>(() => undefined)) },
  beforeEach: withDraft('Спасибо, что написали!'),
  play: async ({ globals, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: textsOf(globals).sendAndClose }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(await textbox()).toBeDisabled();
  },
};
export const FailedWithRetry: Story = {
  tags: ['shot'],
  args: { onSend: fn(async () => Promise.reject(new Error('network'))) },
  beforeEach: withDraft('Спасибо, что написали!'),
  play: async ({ globals, args }) => {
    const texts = textsOf(globals);
    await userEvent.click(await screen.findByRole('button', { name: texts.send }));
    await expect(await screen.findByText(texts.failed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
    // The retry is the same request: the same Idempotency-Key.
    const keys = (args.onSend as ReturnType<typeof fn>).mock.calls.map(
      (call) => (call[1] as { idempotencyKey: string }).idempotencyKey,
    );
    await expect(keys[0]).toBe(keys[1]);
  },
};
export const OfflineQueued: Story = {
  tags: ['shot'],
  args: { initialOnline: false },
  beforeEach: withDraft('', [{ key: 'k-story', text: 'Ответ из очереди', close: false }]),
  play: async ({ globals, args }) => {
    await expect(await screen.findByText(textsOf(globals).queued.replace('{{count}}', '1'))).toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
// Offline is obvious: the queued reply shows as our message at the thread's end, marked queued, and can be cancelled.
export const OfflineQueuedCancelled: Story = {
  args: { initialOnline: false },
  beforeEach: withDraft('', [{ key: 'k-story', text: 'Ответ из очереди', close: false }]),
  play: async ({ globals, args }) => {
    const texts = textsOf(globals);
    const queued = await screen.findByRole('list', { name: texts.queuedMessage.label });
    await expect(within(queued).getByText('Ответ из очереди')).toBeInTheDocument();
    await userEvent.click(within(queued).getByRole('button', { name: texts.queuedMessage.cancel }));
    await waitFor(() => expect(screen.queryByRole('list', { name: texts.queuedMessage.label })).toBeNull());
    window.dispatchEvent(new Event('online'));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

// docs/socket.md composing: another operator is typing a reply here.
export const OthersTyping: Story = {
  tags: ['shot'],
  args: { othersTyping: ['Anna Admin'] },
  play: async ({ globals }) => {
    const line = textsOf(globals).othersTyping.replace('{{names}}', 'Anna Admin');
    await expect(await screen.findByText(line)).toBeInTheDocument();
  },
};

// docs/error-types.md changed_meanwhile: another operator replied first; the send stops and shows their reply.
const MEANWHILE = {
  error: 'Anna Admin уже ответил(а): ваш ответ не отправлен',
  error_type: 'changed_meanwhile',
  seen: 12,
  changes: [{ kind: 'reply', user: { id: 2, name: 'Anna Admin' }, at: FIXTURE_NOW / 1000 - 60, text: 'Уже ответили, спасибо!' }],
};
const stoppedOnce = () => {
  let calls = 0;
  return fn(async () => {
    calls += 1;
    if (calls === 1)
      throw new ApiError({ kind: 'http', status: 409, message: 'conflict', errorType: 'changed_meanwhile', data: MEANWHILE });
  });
};
const sendAndStop = async (texts: ReturnType<typeof textsOf>) => {
  await userEvent.click(screen.getByRole('button', { name: texts.send }));
  const alert = await screen.findByRole('alert');
  await expect(alert).toHaveTextContent(texts.stopped.title);
  await expect(alert).toHaveTextContent('Уже ответили, спасибо!');
  await expect(alert).toHaveTextContent('Мой ответ');
  return alert;
};
export const StoppedByAnotherReply: Story = {
  tags: ['shot'],
  args: { onSend: stoppedOnce(), seen: 10 },
  beforeEach: withDraft('Мой ответ'),
  play: async ({ globals, args }) => {
    const texts = textsOf(globals);
    const alert = await sendAndStop(texts);
    await expect(screen.getByRole('button', { name: texts.send })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: texts.stopped.discard }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};
export const StoppedThenSentAnyway: Story = {
  args: { onSend: stoppedOnce(), seen: 10 },
  beforeEach: withDraft('Мой ответ'),
  play: async ({ globals, args }) => {
    const texts = textsOf(globals);
    const alert = await sendAndStop(texts);
    await userEvent.click(within(alert).getByRole('button', { name: texts.stopped.sendAnyway }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
    const [first, second] = (args.onSend as ReturnType<typeof fn>).mock.calls.map(
      (call) => call[1] as { idempotencyKey: string; seen: number },
    );
    // A new key (the first one's answer was the 409), and what the user has now seen.
    await expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
    await expect([first!.seen, second!.seen]).toEqual([10, 12]);
  },
};

export const TypesPastTheLimitAndCannotSend: Story = {
  args: { provider: 'tiktok' },
  beforeEach: withDraft('t'.repeat(148)),
  play: async ({ globals }) => {
    const texts = textsOf(globals);
    const field = await textbox();
    await userEvent.type(field, 'ab');
    await expectCounter('150 / 150');
    await expect(screen.getByRole('button', { name: texts.send })).toBeEnabled();
    await userEvent.type(field, 'c');
    await expectCounter('151 / 150');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByRole('button', { name: texts.send })).toBeDisabled();
    await expect(screen.getByRole('button', { name: texts.sendAndClose })).toBeDisabled();
  },
};

export const InsertsATemplateWithSlash: Story = {
  play: async () => {
    const field = await textbox();
    await userEvent.type(field, 'Добрый день! /привет');
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue(`Добрый день! ${GREETING.text}`));
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

// Text that comes without key events (a paste, an IME, dictation) narrows the list as typing does.
export const NarrowsTemplatesOnPastedText: Story = {
  play: async () => {
    const field = await textbox();
    await userEvent.type(field, '/');
    await screen.findByRole('listbox');
    await userEvent.paste('привет');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
  },
};

// react-aria closes the list when the page scrolls under it (its place would be wrong); unlike Esc, that
// closes it only until the next keystroke (a phone's keyboard coming up scrolls the page).
export const ScrollHidesTemplatesUntilTheNextKey: Story = {
  play: async () => {
    const field = await textbox();
    await userEvent.type(field, '/');
    await screen.findByRole('listbox');
    document.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.type(field, 'привет');
    await expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(1);
  },
};

export const QueuesAReplyOfflineAndSendsItOnceBack: Story = {
  play: async ({ globals, args }) => {
    const texts = textsOf(globals);
    window.dispatchEvent(new Event('offline'));
    await userEvent.type(await textbox(), 'Ответ без сети');
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    await expect(await screen.findByText(texts.queued.replace('{{count}}', '1'))).toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await expect(await screen.findByText(texts.sent)).toBeInTheDocument();
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Ответ без сети', expect.objectContaining({ close: false }));
  },
};

// screens.md "Keyboard": Ctrl/Cmd+Enter sends; the sent reply leaves no draft behind.
export const SendsWithCtrlEnterAndClearsTheDraft: Story = {
  play: async ({ globals, args }) => {
    const field = await textbox();
    await userEvent.type(field, 'Готово');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await screen.findByText(textsOf(globals).sent)).toBeInTheDocument();
    await expect(args.onSend).toHaveBeenCalledWith('Готово', expect.objectContaining({ close: false }));
    await expect(field).toHaveValue('');
    await expect(localStorage.getItem(`composer.draft:${KEY}`)).toBeNull();
  },
};

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const chip = (texts: ReturnType<typeof textsOf>) => screen.findByRole('list', { name: texts.attachments });

// spec §9 "Telegram: 4096 each, captions 1024": with a file attached the counter and the send block use 1024.
const captionOver = async (texts: ReturnType<typeof textsOf>) => {
  await expectCounter('1100 / 4096');
  await upload([png('чек.png')]);
  await expectCounter('1100 / 1024');
  await expect(
    screen.getByText(texts.overCaption.replace('{{network}}', 'Telegram').replace('{{max}}', '1024')),
  ).toBeInTheDocument();
  await expect(screen.getByRole('button', { name: texts.send })).toBeDisabled();
};
export const TelegramCaptionWithAFile: Story = {
  tags: ['shot'],
  args: { provider: 'telegram', kind: 'message' },
  beforeEach: withDraft('я'.repeat(1100)),
  play: ({ globals }) => captionOver(textsOf(globals)),
};
export const RemovingTheFileGivesBackTheMessageLimit: Story = {
  args: { provider: 'telegram', kind: 'message' },
  beforeEach: withDraft('я'.repeat(1100)),
  play: async ({ globals }) => {
    const texts = textsOf(globals);
    await captionOver(texts);
    await userEvent.click(screen.getByRole('button', { name: texts.removeFile.replace('{{name}}', 'чек.png') }));
    await expectCounter('1100 / 4096');
    await expect(screen.getByRole('button', { name: texts.send })).toBeEnabled();
  },
};

// The server refused the reply (a 400 with its text): the text says why, and the reply's text and file stay, so
// nothing is lost; a retry would be refused the same, so only "Edit" is offered.
const refusing = {
  provider: 'telegram',
  kind: 'message' as const,
  onSend: fn(async () =>
    Promise.reject(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'refused',
        serverText: 'The message is longer than Telegram allows: 1100 of 1024',
      }),
    ),
  ),
};
const sendRefused = async (texts: ReturnType<typeof textsOf>) => {
  await upload([png('чек.png')]);
  await userEvent.click(screen.getByRole('button', { name: texts.send }));
  const alert = await screen.findByRole('alert');
  await expect(alert).toHaveTextContent(texts.failed);
  await expect(alert).toHaveTextContent('The message is longer than Telegram allows: 1100 of 1024');
  await expect(within(alert).queryByRole('button', { name: texts.retry })).toBeNull();
  await expect(await textbox()).toHaveValue('Чек во вложении');
  await expect(within(await chip(texts)).getByText('чек.png')).toBeInTheDocument();
  return alert;
};
export const RefusedShowsTheServersText: Story = {
  args: refusing,
  beforeEach: withDraft('Чек во вложении'),
  play: async ({ globals }) => void (await sendRefused(textsOf(globals))),
};
export const RefusedKeepsTheTextAndTheFileToEdit: Story = {
  args: refusing,
  beforeEach: withDraft('Чек во вложении'),
  play: async ({ globals, args }) => {
    const texts = textsOf(globals);
    const alert = await sendRefused(texts);
    await expect(args.onSend).toHaveBeenCalledWith('Чек во вложении', expect.objectContaining({ files: [expect.any(File)] }));
    await userEvent.click(within(alert).getByRole('button', { name: texts.takeBack }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await expect(await textbox()).toHaveValue('Чек во вложении');
    await expect(within(await chip(texts)).getByText('чек.png')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: texts.send })).toBeEnabled();
  },
};

// A sent reply takes its files with it; until then they stay in view.
export const SendsAFileAndClearsItOnceSent: Story = {
  play: async ({ globals, args }) => {
    const texts = textsOf(globals);
    await userEvent.type(await textbox(), 'Фото');
    await upload([png('фото.png')]);
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    await expect(await screen.findByText(texts.sent)).toBeInTheDocument();
    await expect(args.onSend).toHaveBeenCalledWith('Фото', expect.objectContaining({ files: [expect.any(File)] }));
    await expect(screen.queryByRole('list', { name: texts.attachments })).toBeNull();
  },
};

// The picker offers only the types the server takes from this network (attachments.ts): images on Facebook,
// documents too on Telegram; never SVG (which 'image/*' would have offered).
export const PickerOffersTheNetworksTypes: Story = {
  args: { provider: 'facebook', kind: 'message' },
  play: async ({ globals }) => {
    await textbox();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input.accept).toBe('image/jpeg,image/png,image/gif,image/webp');
    await upload([new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })]);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      textsOf(globals).fileType.replace('{{mime}}', 'image/svg+xml'),
    );
  },
};
export const TelegramPickerTakesDocuments: Story = {
  args: { provider: 'telegram', kind: 'message' },
  play: async () => {
    await textbox();
    const accept = document.querySelector<HTMLInputElement>('input[type="file"]')!.accept.split(',');
    await expect(accept).toContain('application/pdf');
    await expect(accept).not.toContain('image/svg+xml');
  },
};

// quality.md: a file's name is the sender's; its bidi and zero-width characters are shown, not obeyed.
export const HostileFileNameIsShownAsItIs: Story = {
  args: { provider: 'telegram', kind: 'message' },
  play: async ({ globals }) => {
    await upload([new File(['%PDF-'], 'заказ №42\u202Etxt.exe', { type: 'application/pdf' })]);
    const list = await chip(textsOf(globals));
    await expect(within(list).getByText('заказ №42⟦U+202E⟧txt.exe')).toBeInTheDocument();
    await expect(list.textContent).not.toContain('\u202E');
  },
};
