import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BLOCKED_FOREVER } from '@console/api/contract';
import {
  HOSTILE_FILE_NAMES,
  HOSTILE_NAMES,
  HOSTILE_TEXTS,
  authorNotesOf,
  demoAttachment,
  itemsStoreOf,
} from '@console/api/mocks';
import { itemsFeed } from '../../../data/itemsFeed.ts';
import { isMobileWidth } from '../../../components/storySupport/storyLocale.ts';
import { cheatSheetKeys, closeCheatSheet, focusPage } from '../../../components/Shortcuts/shortcutsStorySupport.ts';
import { viewersStore } from '../../../data/viewers.ts';
import { SHELL_VIEWPORTS, viewport } from '../../session/AppShell/appShellStorySupport.tsx';
import { expectNavigatedTo } from '../../storySupport/location.ts';
import {
  addStoryItem,
  fixedNow,
  itemTexts,
  mockStateOf,
  NOW_S,
  objectsWithLabels,
  STORY_AUTHOR_ID,
  STORY_ITEM_ID,
  STORY_TAGS,
} from '../../inbox/itemStorySupport.tsx';
import { ItemScreen } from './ItemScreen.tsx';

// items/{id} against the mock server: the story's item is added to the demo inbox before the page opens.
const meta = {
  title: 'Screens/Items/Item',
  component: ItemScreen,
  args: { id: STORY_ITEM_ID },
  decorators: [fixedNow],
  beforeEach: ({ loaded, msw }) => {
    mockStateOf(loaded).tags = STORY_TAGS;
    msw.use(objectsWithLabels);
  },
  parameters: {
    layout: 'fullscreen',
    route: `/items/${STORY_ITEM_ID}`,
    session: 'signedIn',
    viewport: { options: SHELL_VIEWPORTS },
  },
} satisfies Meta<typeof ItemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const OPERATOR = { email: 'operator@demo.local' };
const itemLoaded = (canvasElement: HTMLElement, text = 'Очень долго ждали заказ') =>
  within(canvasElement).findByText(new RegExp(text), undefined, { timeout: 5000 });

/** Types into the item's reply box, once the item is there; the box. */
async function typeReply(canvasElement: HTMLElement, globals: Record<string, unknown>, text: string) {
  await itemLoaded(canvasElement);
  const field = await within(canvasElement).findByRole('textbox', { name: itemTexts(globals).composer('label') });
  await userEvent.type(field, text);
  return field;
}

// The visual check also shoots at 375 px, where the author panel is a view of its own, opened from the item.
async function authorPanelShown(canvasElement: HTMLElement, t: (key: string) => string): Promise<void> {
  const canvas = within(canvasElement);
  if (!isMobileWidth() || canvas.queryByRole('heading', { name: t('author.panel') })) return;
  await userEvent.click(await canvas.findByRole('button', { name: t('author.show') }));
  await canvas.findByRole('heading', { name: t('author.panel') });
}

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(http.get('*/v1/items/:id', () => delay('infinite'))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) =>
    void msw.use(http.get('*/v1/items/:id', () => HttpResponse.json({ error: 'Внутренняя ошибка сервера' }, { status: 500 }))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Внутренняя ошибка сервера');
  },
};

export const NotFound: Story = {
  tags: ['shot'],
  args: { id: 987_654 },
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('notFound'));
    await expect(within(canvasElement).getByRole('link', { name: t('backToList') })).toHaveAttribute('href', '/items');
  },
};

// VK: the operator's own reply can be edited for 43200 s; the countdown says what is left.
export const ReadyVk: Story = {
  tags: ['shot-variants'],
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded), { replies: ['sent'] }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('edit.left', { time: t('time.hoursMinutes', { hours: 11, minutes: 30 }) }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('post.open') })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    // One visible 'Reply', the field's label; the section's heading is for headings navigation only.
    await expect(canvas.getByRole('heading', { name: t('reply.title') })).toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: t('reply.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('reply.title') }).getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

// vc: the operator's own comment can be edited for 1200 s only.
export const ReadyVcEditWindow: Story = {
  tags: ['shot-variants'],
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) =>
    void addStoryItem(mockStateOf(loaded), { provider: 'vc', replies: ['sent'], replyAgeS: 300, post: { url: null } }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement);
    await expect(within(canvasElement).getByText(t('edit.left', { time: t('time.minutes', { count: 15 }) }))).toBeVisible();
  },
};

// Instagram: a story post with the time left to answer (spec §9: 24 hours).
export const ReadyInstagramStory: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ loaded }) =>
    void addStoryItem(mockStateOf(loaded), {
      provider: 'instagram',
      text: 'Где купить такую чашку? 😍',
      post: { text: 'История: утренний кофе', expires_at: NOW_S + 5 * 3600 + 120 },
    }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement, 'Где купить');
    await expect(
      within(canvasElement).getByText(t('post.storyLeft', { time: t('time.hoursMinutes', { hours: 5, minutes: 2 }) })),
    ).toBeVisible();
  },
};

// Odnoklassniki takes no replies to comments: said in spec §5's words.
export const ReadyOk: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded), { provider: 'ok', text: 'А скидки для пенсионеров есть?' }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement, 'скидки');
    await expect(within(canvasElement).getByText(t('items:bulk.problem.odnoklassniki'))).toBeVisible();
  },
};

export const ReadyGmapsReview: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ loaded }) =>
    void addStoryItem(mockStateOf(loaded), {
      provider: 'gmaps',
      rating: 2,
      text: 'Кофе остыл, пока несли. Два балла.',
      post: { text: 'Зерно на Тверской', url: null },
    }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement, 'Кофе остыл');
    await expect(within(canvasElement).getByText(t('thread.rating', { rating: 2 }))).toBeVisible();
  },
};

export const ReadyTelegram: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ loaded }) =>
    void addStoryItem(mockStateOf(loaded), { provider: 'telegram', text: 'Во сколько вы открываетесь в субботу?', post: null }),
  play: async ({ canvasElement }) => {
    await itemLoaded(canvasElement, 'субботу');
  },
};

const delivered = (state: 'pending' | 'sent' | 'failed'): Story => ({
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded), { replies: [state] }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t(`thread.delivery.${state}`))).toBeVisible();
    // The replier's name in the thread (the assign choice lists the same name as an option).
    await expect(canvas.getByText('Oleg Operator', { selector: 'bdi' })).toBeVisible();
  },
});
export const OurReplyPending: Story = { ...delivered('pending'), tags: ['shot'] };
export const OurReplySent: Story = { ...delivered('sent'), tags: ['shot'] };
export const OurReplyFailed: Story = { ...delivered('failed'), tags: ['shot'] };

// Another operator's reply in its edit window: shown with who wrote it, but no Edit (only one's own reply can be
// edited; the server answers 403 itemEditNotOwn). The administrator is signed in; Oleg Operator replied.
export const AColleaguesReplyHasNoEdit: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded), { replies: ['sent'] }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Oleg Operator', { selector: 'bdi' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('edit.action') })).toBeNull();
    await expect(canvas.queryByText(t('edit.left', { time: t('time.hoursMinutes', { hours: 11, minutes: 30 }) }))).toBeNull();
    // The administrator still replies: the composer is there.
    await expect(await canvas.findByRole('textbox', { name: t('reply.title') })).toBeVisible();
  },
};

// Our reply with its files: the image previewed, the document with name and size, as in a chat.
export const OurReplyWithFiles: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) =>
    void addStoryItem(mockStateOf(loaded), {
      replies: ['sent'],
      replyFiles: [demoAttachment(9101, 'image', 'чек.png', 48_000), demoAttachment(9102, 'file', 'Меню.pdf', 1_572_864)],
    }),
  play: async ({ canvasElement, globals }) => {
    const { composer } = itemTexts(globals);
    await itemLoaded(canvasElement);
    const canvas = within(canvasElement);
    const picture = canvas.getByRole<HTMLImageElement>('img', { name: composer('attachment.image', { name: 'чек.png' }) });
    await waitFor(() => expect(picture.naturalWidth).toBe(160));
    await expect(canvas.getByRole('link', { name: /Меню\.pdf/ })).toHaveTextContent(/1[.,]5/);
  },
};

// A read-only user sees the content and nothing to act with (spec §1).
export const ReadOnlyUser: Story = {
  tags: ['shot-variants'],
  parameters: { session: { email: 'reader@demo.local' } },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded), { replies: ['sent'] }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('actions.menu') })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: t('controls.status') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('reply.title') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('edit.action') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('actions.block') })).toBeNull();
  },
};

// A moderator tags, closes, deletes and blocks, but does not reply (spec §1).
export const Moderator: Story = {
  tags: ['shot-variants'],
  parameters: { session: { email: 'moderator@demo.local' } },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: t('reply.title') })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: t('controls.priority') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('actions.menu') }));
    await expect(await screen.findByRole('menuitem', { name: t('actions.delete') })).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: t('actions.block') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

// Someone closes the item while the user looks at it; the user's change of priority meets a 409.
const someoneCloses = (loaded: Record<string, unknown>) => {
  const store = itemsStoreOf(mockStateOf(loaded));
  const index = store.items.findIndex((item) => item.id === STORY_ITEM_ID);
  store.items[index] = { ...store.items[index]!, status: 'closed', version: 2 };
  store.history.push({
    id: store.history.length + 1,
    item_id: STORY_ITEM_ID,
    user: { id: 5, name: 'Anna Admin' },
    field: 'status',
    from: 'new',
    to: 'closed',
    at: NOW_S - 60,
  });
};

const changePriority = async (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const { t } = itemTexts(globals);
  await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: t('controls.priority') }), 'high');
};

export const ConflictShown: Story = {
  tags: ['shot'],
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement);
    someoneCloses(loaded);
    await changePriority(canvasElement, globals);
    const alert = await within(canvasElement).findByText(t('conflict.title'));
    await expect(alert).toBeVisible();
    await expect(
      within(canvasElement).getByText(
        t('history.changed', {
          who: 'Anna Admin',
          field: t('history.fields.status'),
          from: t('statuses.new'),
          to: t('statuses.closed'),
        }),
        { selector: 'li' },
      ),
    ).toBeVisible();
  },
};

export const MeetsAConflictAndReapplies: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await itemLoaded(canvasElement);
    someoneCloses(loaded);
    await changePriority(canvasElement, globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('conflict.reapply') }));
    await waitFor(() => expect(canvas.queryByText(t('conflict.title'))).toBeNull());
    const stored = itemsStoreOf(mockStateOf(loaded)).items.find((item) => item.id === STORY_ITEM_ID)!;
    await expect(stored.priority).toBe('high');
    await expect(stored.status).toBe('closed');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: t('controls.priority') })).toHaveValue('high'));
  },
};

// The socket says the item changed ('items.changed'): the page shows the server's item without a reload.
export const RefreshesWhenTheSocketSaysItChanged: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await itemLoaded(canvasElement);
    someoneCloses(loaded);
    const changed = itemsStoreOf(mockStateOf(loaded)).items.find((item) => item.id === STORY_ITEM_ID)!;
    itemsFeed.publish([{ method: 'items.changed', items: [changed] }]);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: t('controls.status') })).toHaveValue('closed'));
  },
};

// Another moderator blocks the author ('authors.changed'): the author panel shows it without a reload.
export const RefreshesTheAuthorPanelWhenTheSocketSaysTheAuthorChanged: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement);
    await authorPanelShown(canvasElement, t);
    const store = itemsStoreOf(mockStateOf(loaded));
    const { author } = store.items.find((item) => item.id === STORY_ITEM_ID)!;
    await expect(within(canvasElement).queryByText(t('block.forever'))).toBeNull();
    const blocked = { ...author, blocked_until: BLOCKED_FOREVER };
    store.items = store.items.map((item) => (item.author.id === author.id ? { ...item, author: blocked } : item));
    itemsFeed.publishAuthors([{ method: 'authors.changed', authors: [blocked] }]);
    await expect(await within(canvasElement).findByText(t('block.forever'))).toBeVisible();
  },
};

// spec §1 user groups: the open item is handed to a group not the user's ('items.gone'): the page says so with the way
// back to the list; nothing can be changed any more, and the typed reply stays in the composer, disabled.
export const GoneOutOfReach: Story = {
  tags: ['shot-variants'],
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t, composer } = itemTexts(globals);
    const canvas = within(canvasElement);
    const field = await typeReply(canvasElement, globals, 'Извините, уже везём!');
    // Focus leaves the field first: under the test's act() the blur of a field disabled while focused re-enters React
    // (in the console it waits for a microtask).
    field.blur();
    itemsFeed.publish([{ method: 'items.gone', ids: [STORY_ITEM_ID] }]);
    const said = await canvas.findByText(t('gone.notice'));
    await expect(said.closest('[role="status"]')).not.toBeNull();
    await expect(within(said.parentElement!).getByRole('link', { name: t('backToList') })).toHaveAttribute('href', '/items');
    await expect(canvas.queryByRole('combobox', { name: t('controls.status') })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: composer('label') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: composer('label') })).toHaveValue('Извините, уже везём!');
    await expect(canvas.getByText(t('gone.composer'))).toBeVisible();
  },
};

// Our reply joins the thread and the item closes.
export const RepliesAndClosesWithTheComposer: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t, composer } = itemTexts(globals);
    const canvas = within(canvasElement);
    await typeReply(canvasElement, globals, 'Извините, уже везём!');
    await userEvent.click(canvas.getByRole('button', { name: composer('sendAndClose') }));
    const thread = canvas.getByRole('region', { name: t('thread.title') });
    await expect(await within(thread).findByText('Извините, уже везём!')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: t('controls.status') })).toHaveValue('closed'));
  },
};

// An operator replies with a file; the reply shows in the thread with it.
export const RepliesWithAFileAndSeesItInTheThread: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t, composer } = itemTexts(globals);
    const canvas = within(canvasElement);
    await typeReply(canvasElement, globals, 'Чек во вложении');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'чек.png', { type: 'image/png' }));
    await userEvent.click(canvas.getByRole('button', { name: composer('send') }));
    const thread = canvas.getByRole('region', { name: t('thread.title') });
    await expect(await within(thread).findByText('Чек во вложении')).toBeVisible();
    await expect(
      await within(thread).findByRole('img', { name: composer('attachment.image', { name: 'чек.png' }) }),
    ).toBeInTheDocument();
  },
};

export const ChangesTheStatusAndSeesItSaved: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await itemLoaded(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('controls.status') }), 'inprogress');
    await expect(await screen.findByText(t('controls.saved'))).toBeVisible();
    const line = t('history.changed', {
      who: 'Oleg Operator',
      field: t('history.fields.status'),
      from: t('statuses.new'),
      to: t('statuses.inprogress'),
    });
    await expect(await canvas.findByText(line)).toBeVisible();
  },
};

export const BlockDialogOpen: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement);
    await userEvent.keyboard('b');
    const dialog = await screen.findByRole('dialog', { name: t('block.title') });
    await expect(within(dialog).getByRole('combobox', { name: t('block.duration') })).toHaveValue('1w');
  },
};

export const BlocksTheAuthorForAWeekForSpam: Story = {
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await itemLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('actions.menu') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t('actions.block') }));
    const dialog = await screen.findByRole('dialog', { name: t('block.title') });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: t('block.duration') }), '1w');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: t('block.reason') }), 'spam');
    await userEvent.click(within(dialog).getByRole('button', { name: t('block.submit') }));
    await expect(await screen.findByText(t('block.done'))).toBeVisible();
    const author = itemsStoreOf(mockStateOf(loaded)).items.find((item) => item.id === STORY_ITEM_ID)!.author;
    await expect(author.blocked_until).toBe(NOW_S + 7 * 86_400);
    await authorPanelShown(canvasElement, t);
    await expect(await canvas.findByRole('button', { name: t('actions.unblock') })).toBeVisible();
  },
};

export const BlockedAuthor: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded), { author: { blocked_until: NOW_S + 30 * 86_400 } }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await itemLoaded(canvasElement);
    await authorPanelShown(canvasElement, t);
    await expect(within(canvasElement).getByRole('button', { name: t('actions.unblock') })).toBeVisible();
  },
};

export const AuthorPanelWithNotesAndLabels: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => {
    const state = mockStateOf(loaded);
    addStoryItem(state, { author: { labels: [1, 2], notes_count: 2 } });
    authorNotesOf(state, STORY_AUTHOR_ID).push(
      { id: 1, text: 'Постоянная гостья, любит овсяный раф', user: { id: 4, name: 'Oleg Operator' }, created_at: NOW_S - 86_400 },
      { id: 2, text: 'В прошлый раз вернули деньги за заказ', user: { id: 5, name: 'Anna Admin' }, created_at: NOW_S - 7200 },
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await itemLoaded(canvasElement);
    await authorPanelShown(canvasElement, t);
    await expect(await canvas.findByText('Постоянная гостья, любит овсяный раф')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('author.open') })).toHaveAttribute('href', `/author/${STORY_AUTHOR_ID}`);
    await expect(await canvas.findByText(t('author.labelsCount', { count: 2 }))).toBeVisible();
  },
};

export const AddsANoteToTheAuthor: Story = {
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await itemLoaded(canvasElement);
    await authorPanelShown(canvasElement, t);
    await userEvent.type(await canvas.findByRole('textbox', { name: t('author.noteLabel') }), 'Просила перезвонить после 18:00');
    await userEvent.click(canvas.getByRole('button', { name: t('author.noteAdd') }));
    await expect(await canvas.findByText('Просила перезвонить после 18:00')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t('author.noteLabel') })).toHaveValue(''));
  },
};

export const History: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) =>
    void addStoryItem(mockStateOf(loaded), {
      history: [
        { user: { id: 4, name: 'Oleg Operator' }, field: 'status', from: 'new', to: 'inprogress', at: NOW_S - 3000 },
        { user: { id: 4, name: 'Oleg Operator' }, field: 'tags', from: '', to: '11,12', at: NOW_S - 2400 },
        { user: { id: 5, name: 'Anna Admin' }, field: 'priority', from: 'normal', to: 'high', at: NOW_S - 600 },
        { user: { id: 3, name: 'Мария Модератор' }, field: 'hidden', from: null, to: 'hide', at: NOW_S - 300 },
      ],
    }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    const history = await canvas.findByRole('region', { name: t('history.title') });
    const lines = within(history).getAllByRole('listitem');
    await expect(lines).toHaveLength(4);
    await expect(lines[0]).toHaveTextContent('Мария Модератор');
    await expect(lines[3]).toHaveTextContent('Oleg Operator');
  },
};

export const OtherViewersPresent: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => {
    addStoryItem(mockStateOf(loaded));
    viewersStore.apply([
      { method: 'viewer.lock', target: { type: 'item', id: STORY_ITEM_ID }, user: { id: 4, name: 'Oleg Operator' } },
      { method: 'viewer.lock', target: { type: 'item', id: STORY_ITEM_ID }, user: { id: 3, name: 'Мария Модератор' } },
    ]);
    return () => viewersStore.clear();
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    await expect(await within(canvasElement).findByText(t('viewers', { names: 'Oleg Operator, Мария Модератор' }))).toBeVisible();
  },
};

// quality.md: the whole hostile corpus in one page, as text, with no script run and nothing wider than the page.
export const HostileCorpus: Story = {
  tags: ['shot'],
  globals: viewport('narrow'),
  beforeEach: ({ loaded }) =>
    void addStoryItem(mockStateOf(loaded), {
      text: HOSTILE_TEXTS[0],
      authorName: HOSTILE_NAMES[0],
      earlier: HOSTILE_TEXTS.map((text, n) => ({ text, name: HOSTILE_NAMES[n % HOSTILE_NAMES.length]! })),
      replies: ['sent'],
      replyFiles: HOSTILE_FILE_NAMES.map((name, n) => demoAttachment(9200 + n, 'file', name, 1024)),
      post: { text: HOSTILE_TEXTS[1], url: 'javascript:window.__hostile=true', image: 'javascript:window.__hostile=true' },
      author: { avatar: 'javascript:alert(1)', url: 'javascript:alert(2)' },
    }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(HOSTILE_TEXTS[0]!)).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('⟦U+202E⟧nimdA⟦U+202C⟧ Support').length).toBeGreaterThan(0);
    // Attachment names too: 'заказ №42\u202Etxt.exe' cannot pass for 'заказ №42exe.txt'.
    await expect(canvas.getByText('заказ №42⟦U+202E⟧txt.exe')).toBeVisible();
    await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
    await expect(canvas.queryByRole('link', { name: t('post.open') })).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

// On a phone the author panel is a view of its own, opened from the item.
export const MobileWidth: Story = {
  tags: ['shot'],
  globals: viewport('phone'),
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded), { replies: ['sent'] }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await itemLoaded(canvasElement);
    // The visual check shoots this story at desktop width too, where the panel stands beside the item.
    if (!isMobileWidth()) return;
    await expect(canvas.queryByRole('heading', { name: t('author.panel') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('author.show') }));
    await expect(await canvas.findByRole('heading', { name: t('author.panel') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

// screens.md "Keyboard": E closes, R focuses the reply area; Esc goes back to the list; single keys do nothing inside a text field.
export const ClosesWithEFocusesTheReplyWithRAndGoesBackWithEsc: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await itemLoaded(canvasElement);
    // At 375 px (the visual check) the note field lives in the author's own view: the text-field step is desktop's.
    if (!isMobileWidth()) {
      await userEvent.type(await canvas.findByRole('textbox', { name: t('author.noteLabel') }), 'e');
      await expect(canvas.getByRole('combobox', { name: t('controls.status') })).toHaveValue('new');
    }
    await userEvent.click(canvas.getByRole('heading', { name: t('thread.title') }));
    await userEvent.keyboard('e');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: t('controls.status') })).toHaveValue('closed'));
    await userEvent.keyboard('r');
    await expect(canvas.getByRole('textbox', { name: t('reply.title') })).toHaveFocus();
    await userEvent.keyboard('e');
    await userEvent.click(canvas.getByRole('heading', { name: t('thread.title') }));
    await userEvent.keyboard('{Escape}');
    await expectNavigatedTo(loaded, '/items');
  },
};

// screens.md "Comments inbox": the author panel can be toggled and the choice is remembered (this browser's storage).
export const TheAuthorPanelStartsAsTheUserLeftIt: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => {
    addStoryItem(mockStateOf(loaded));
    localStorage.setItem('item.authorPanel', 'closed');
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await itemLoaded(canvasElement);
    await expect(canvas.queryByRole('heading', { name: t('author.panel') })).toBeNull();
    // On a phone the panel is a view of its own: opened there, the choice is not kept.
    if (isMobileWidth()) return;
    await userEvent.click(canvas.getByRole('button', { name: t('author.show') }));
    await expect(await canvas.findByRole('heading', { name: t('author.panel') })).toBeVisible();
    await expect(localStorage.getItem('item.authorPanel')).toBe('open');
  },
};

// screens.md "Keyboard": ? lists the item page's keys the operator has (no list keys); / starts a template in the
// reply box (its suggestions open); a key typed in the reply box is text, not a command.
export const ListsItsKeysWithQuestionMarkAndStartsATemplateWithSlash: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    await itemLoaded(canvasElement);
    focusPage();
    await expect(await cheatSheetKeys(globals)).toEqual(['R', '/', 'E', 'T', 'A', 'P', 'B', 'Ctrl/Cmd+K', '?', 'Esc']);
    await closeCheatSheet();
    focusPage();
    await userEvent.keyboard('/');
    const box = canvas.getByRole('textbox', { name: t('reply.title') });
    await expect(box).toHaveFocus();
    await waitFor(() => expect(box).toHaveValue('/'));
    // The templates come with their own request (cached afterwards).
    await expect(await screen.findByRole('listbox', undefined, { timeout: 15_000 })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('p');
    await expect(box).toHaveValue('/p');
    await expect(box).toHaveFocus();
    await userEvent.clear(box);
  },
};
