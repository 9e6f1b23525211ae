import type { Decorator } from '@storybook/react-vite';
import { createI18n } from '@console/locales';
import {
  createItemsFixture,
  FIXTURE_NOW,
  HOSTILE_NAMES,
  HOSTILE_TEXTS,
  itemsStoreOf,
  listItems,
  setItemsStore,
  type ItemsFixture,
  type MockState,
} from '@console/api/mocks';
import type { Item } from '@console/api/contract';
import { NowProvider } from '../../data/now.tsx';
import { localeOf } from '../storySupport/location.ts';

/** The items texts in the story's locale, from the same resources the screens use. */
export const itemsTexts = (globals: Record<string, unknown>) => {
  const locale = localeOf(globals);
  const i18n = createI18n(locale);
  return {
    locale,
    t: i18n.getFixedT(locale, 'items'),
    shell: i18n.getFixedT(locale, 'shell'),
    composer: i18n.getFixedT(locale, 'composer'),
  };
};

export const mockStateOf = (loaded: Record<string, unknown>): MockState => loaded['mockState'] as MockState;

/**
 * The demo inbox made before the page loads, so that GET v1/objects?tags=true already names its tags and labels
 * (a story's own seedInbox replaces it).
 */
export const withInbox = ({ loaded }: { loaded: Record<string, unknown> }): void => void itemsStoreOf(mockStateOf(loaded));

export const atFixtureNow: Decorator = (Story) => (
  <NowProvider now={FIXTURE_NOW}>
    <Story />
  </NowProvider>
);

// Widths of spec §2.5 (the story tests resize the browser to the chosen one).
export const ITEMS_VIEWPORTS = {
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' } },
  narrow: { name: 'Phone 320', styles: { width: '320px', height: '640px' } },
} as const;
export const viewport = (value: keyof typeof ITEMS_VIEWPORTS) => ({ viewport: { value, isRotated: false } });

/** The rows the list shows first with the default filters (the mock's own rule), for picking rows by index. */
export const defaultRows = (fixture: ItemsFixture, userId = 5): Item[] => listItems(fixture.items, {}, { id: userId }) ?? [];

/** Every hostile text and name of the corpus in the first page (quality.md "Security and reliability"). */
export function hostileFixture(): ItemsFixture {
  const fixture = createItemsFixture(40);
  const top = fixture.items.filter((item) => item.parent_id === null);
  const count = Math.max(HOSTILE_TEXTS.length, HOSTILE_NAMES.length);
  top.slice(0, count).forEach((item, index) => {
    const next: Item = {
      ...item,
      status: 'new',
      text: HOSTILE_TEXTS[index % HOSTILE_TEXTS.length]!,
      author: { ...item.author, id: 500 + index, name: HOSTILE_NAMES[index % HOSTILE_NAMES.length]! },
    };
    fixture.items[fixture.items.indexOf(item)] = next;
  });
  fixture.posts.forEach((post, index) => (post.text = HOSTILE_TEXTS[index % HOSTILE_TEXTS.length]!));
  return fixture;
}

/** A story's inbox. */
export const seedInbox = (state: MockState, fixture: ItemsFixture): void => setItemsStore(state, fixture);

/** The demo inbox where every comment has its own author: more authors than one page (keyset paging). */
export function manyAuthorsFixture(): ItemsFixture {
  const fixture = createItemsFixture();
  fixture.items = fixture.items.map((item) =>
    item.from_us
      ? item
      : {
          ...item,
          author: {
            ...item.author,
            id: 2000 + item.id,
            name: `${item.author.name} · ${item.id}`,
            items_count: 1,
            last_activity_at: item.created_at,
          },
        },
  );
  return fixture;
}
