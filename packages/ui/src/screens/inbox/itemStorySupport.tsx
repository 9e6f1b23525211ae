import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { createI18n } from '@console/locales';
import type { Attachment, Author, HistoryEntry, Item, NetworkId, Post } from '@console/api/contract';
import { DEMO_COMPANIES, DEMO_OBJECTS, FIXTURE_NOW, itemsStoreOf, type MockState } from '@console/api/mocks';
import { NowProvider } from '../../data/now.tsx';
import { localeOf } from '../storySupport/location.ts';

// The item page's stories: one item (with its post, thread and author) added to the mock inbox per story.

export const STORY_ITEM_ID = 9001;
export const STORY_AUTHOR_ID = 901;
export const NOW_S = Math.floor(FIXTURE_NOW / 1000);

export const itemTexts = (globals: Record<string, unknown>) => {
  const locale = localeOf(globals);
  const i18n = createI18n(locale);
  return { locale, t: i18n.getFixedT(locale, 'item'), composer: i18n.getFixedT(locale, 'composer') };
};

export const mockStateOf = (loaded: Record<string, unknown>): MockState => loaded['mockState'] as MockState;

/** The fixed clock of the mocks: countdowns and time-left badges look the same on every run. */
export const fixedNow: Decorator = (Story) => (
  <NowProvider now={FIXTURE_NOW}>
    <Story />
  </NowProvider>
);

const OBJECT_OF: Partial<Record<NetworkId, number>> = { vk: 1, telegram: 2, instagram: 3, gmaps: 4 };

export interface StoryItemOptions {
  provider?: NetworkId;
  text?: string;
  authorName?: string;
  rating?: number | null;
  kind?: Item['kind'];
  /** Our replies after the item: how each was delivered. */
  replies?: readonly (Item['delivery'] & string)[];
  /** The files our first reply carries. */
  replyFiles?: readonly Attachment[];
  /** How long ago our first reply went out (default 30 minutes). */
  replyAgeS?: number;
  /** Earlier comments of other people in the thread (texts), before the item. */
  earlier?: readonly { text: string; name: string }[];
  post?: Partial<Post> | null;
  author?: Partial<Author>;
  history?: readonly Omit<HistoryEntry, 'id' | 'item_id'>[];
}

/** Adds the story's item (id STORY_ITEM_ID) with its post, thread and history to the state's inbox. */
export function addStoryItem(state: MockState, options: StoryItemOptions = {}): Item {
  const provider = options.provider ?? 'vk';
  const store = itemsStoreOf(state);
  const objectId = OBJECT_OF[provider] ?? 1;
  const author: Author = {
    id: STORY_AUTHOR_ID,
    provider,
    provider_id: '555001',
    name: options.authorName ?? 'Ольга Смирнова',
    avatar: null,
    url: 'https://vk.com/id555001',
    labels: [],
    notes_count: 0,
    blocked_until: null,
    items_count: 2,
    last_activity_at: NOW_S - 3600,
    ...options.author,
  };
  const post: Post | null =
    options.post === null
      ? null
      : {
          id: 9001,
          object_id: objectId,
          text: 'Новое сезонное меню: тыквенный раф и пирог с вишней',
          url: 'https://vk.com/wall-218450000_1',
          image: null,
          created_at: NOW_S - 86_400,
          expires_at: null,
          ...options.post,
        };
  if (post) store.posts.push(post);
  const base: Item = {
    id: STORY_ITEM_ID,
    object_id: objectId,
    company_id: 1,
    provider,
    kind: options.kind ?? (provider === 'gmaps' ? 'review' : 'comment'),
    post_id: post?.id ?? null,
    author,
    parent_id: null,
    text: options.text ?? 'Очень долго ждали заказ, 40 минут. Когда это исправят?',
    rating: options.rating ?? null,
    created_at: NOW_S - 3600,
    edited_at: null,
    status: 'new',
    priority: 'normal',
    sentiment: 'negative',
    tags: [],
    assignee: null,
    unread: true,
    liked: false,
    hidden: false,
    from_us: false,
    replied_by: null,
    delivery: null,
    version: 1,
  };
  const earlier = (options.earlier ?? []).map((one, n): Item => ({
    ...base,
    id: STORY_ITEM_ID + 100 + n,
    parent_id: STORY_ITEM_ID,
    author: { ...author, id: STORY_AUTHOR_ID + 100 + n, name: one.name },
    text: one.text,
    created_at: base.created_at + 10 + n,
  }));
  const replies = (options.replies ?? []).map((delivery, n): Item => ({
    ...base,
    id: STORY_ITEM_ID + 1 + n,
    parent_id: STORY_ITEM_ID,
    author: { ...author, id: 1000 + objectId, name: 'Кофейня «Зерно»' },
    text: n === 0 ? 'Простите за ожидание! Мы уже разбираемся, напишите номер заказа.' : 'Спасибо, передали бариста.',
    created_at: NOW_S - (options.replyAgeS ?? 1800) + n * 60,
    status: 'closed',
    from_us: true,
    replied_by: { id: 4, name: 'Oleg Operator' },
    delivery,
    ...(n === 0 && options.replyFiles ? { attachments: [...options.replyFiles] } : {}),
  }));
  store.items.push(base, ...earlier, ...replies);
  for (const entry of options.history ?? []) store.history.push({ ...entry, id: store.history.length + 1, item_id: base.id });
  return base;
}

export const STORY_TAGS = [
  { id: 11, name: 'Доставка' },
  { id: 12, name: 'Жалоба' },
  { id: 13, name: 'Меню' },
];
export const STORY_LABELS = [
  { id: 1, name: 'VIP' },
  { id: 2, name: 'Постоянный гость' },
];

/** GET v1/objects?tags=true with the story's tags and author labels. */
export const objectsWithLabels = http.get('*/v1/objects', ({ request }) =>
  HttpResponse.json({
    items: DEMO_OBJECTS,
    companies: DEMO_COMPANIES,
    ...(new URL(request.url).searchParams.get('tags') === 'true'
      ? { tags: STORY_TAGS, tag_groups: [], labels: STORY_LABELS, departments: [], ai_agents: [] }
      : {}),
  }),
);
