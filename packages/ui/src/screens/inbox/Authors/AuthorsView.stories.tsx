import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BLOCKED_FOREVER, type Author, type NetworkId, type ObjectsWithTagsResponse } from '@console/api/contract';
import { FIXTURE_NOW, HOSTILE_NAMES } from '@console/api/mocks';
import { recordedRead } from '../recordedInbox.ts';
import { LONG_WORD } from '../../../components/storySupport/narrow.tsx';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { useDates } from '../../../format/dates.tsx';
import { AuthorsView, type AuthorsViewProps } from './AuthorsView.tsx';

const NOW_S = Math.floor(FIXTURE_NOW / 1000);
// The space's author labels as the server names them (the world recording).
const LABELS = recordedRead<ObjectsWithTagsResponse>('world', 'administrator', '/v1/objects?tags=true').labels;
const NETWORKS: readonly NetworkId[] = ['vk', 'telegram', 'instagram', 'gmaps'];

const author = (id: number, name: string, fields: Partial<Author> = {}): Author => ({
  id,
  provider: 'vk',
  provider_id: String(555_000 + id),
  name,
  avatar: null,
  url: `https://vk.com/id${555_000 + id}`,
  labels: [],
  notes_count: 0,
  blocked_until: null,
  items_count: 3,
  last_activity_at: NOW_S - id * 3600,
  ...fields,
});

/** The hostile names of the corpus (bidi override, zero-width, markup, a long run of fancy letters) among ordinary ones. */
const AUTHORS: readonly Author[] = [
  author(1, 'Ольга Смирнова', { labels: [1], items_count: 12 }),
  author(2, HOSTILE_NAMES[0]!, { provider: 'telegram', url: null }),
  author(3, HOSTILE_NAMES[1]!, { provider: 'instagram', blocked_until: BLOCKED_FOREVER }),
  author(4, HOSTILE_NAMES[2]!, { items_count: 1, blocked_until: NOW_S + 86_400 }),
  author(5, HOSTILE_NAMES[3]!, { provider: 'gmaps', last_activity_at: null }),
  author(6, `Константин ${LONG_WORD}`, { items_count: 120 }),
];

type StoryProps = Omit<AuthorsViewProps, 'dates' | 'networks' | 'labelName'>;

// The view as the screens give it: dates of the interface language, the networks' names, the space's label names.
function AuthorsViewStory(props: StoryProps) {
  const { t } = useTranslation('shell');
  const dates = useDates();
  const networks = NETWORKS.map((id) => ({ id, label: t(`providers.${id}`) }));
  const labelName = (id: number) => LABELS.find((label) => label.id === id)?.name ?? `#${id}`;
  return <AuthorsView {...props} dates={dates} networks={networks} labelName={labelName} />;
}

// The props-only authors list shared by /items/authors and /chats/authors (screens.md "Authors list"); the screens'
// stories (Screens/Items/Authors, Screens/Chats/ChatAuthors) reach it through the mock server.
const meta = {
  title: 'Screens/Inbox/AuthorsView',
  component: AuthorsViewStory,
  args: {
    title: 'Авторы комментариев',
    state: { status: 'ready' },
    authors: AUTHORS,
    q: '',
    providers: [],
    onSearch: fn(),
    onProviders: fn(),
    hasMore: false,
    onMore: fn(),
    filtersOn: [],
    onReset: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthorsViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('list', { name: storyT(globals)('items:authors.label') });

export const Ready: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const rows = within(await listOf(canvasElement, globals)).getAllByRole('listitem');
    await expect(rows).toHaveLength(AUTHORS.length);
    // quality.md: a name's direction override and zero-width characters are shown, never applied.
    await expect(rows[1]).toHaveTextContent('⟦U+202E⟧nimdA⟦U+202C⟧ Support');
    await expect(rows[2]).toHaveTextContent('Ann⟦U+200B⟧a⟦U+200D⟧ Zero');
    await expect(rows[3]).toHaveTextContent('<b>Bold</b> & "quoted"');
    await expect(within(canvasElement).getByRole('button', { name: t('items:authors.more') })).toBeInTheDocument();
  },
};

export const Filtered: Story = {
  args: { q: 'Ольга', providers: ['vk', 'telegram'], authors: AUTHORS.slice(0, 1) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(within(canvasElement).getByRole('searchbox', { name: t('items:authors.search') })).toHaveValue('Ольга');
    await expect(within(canvasElement).getByRole('checkbox', { name: t('shell:providers.telegram') })).toBeChecked();
    await expect(within(await listOf(canvasElement, globals)).getAllByRole('listitem')).toHaveLength(1);
  },
};

// No filters on: nothing to reset.
export const Empty: Story = {
  args: { authors: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await within(canvasElement).findByText(t('items:authors.empty'))).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: t('items:list.reset') })).toBeNull();
  },
};

// Nothing matches the search and networks: they are named, and "Reset filters" goes back (the search box emptied).
export const NoMatchWithResetFilters: Story = {
  tags: ['shot'],
  args: { authors: [], q: 'Никто', providers: ['vk'], filtersOn: ['Поиск по имени', 'Сеть'] },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyT(globals);
    const empty = await within(canvasElement).findByRole('status');
    await expect(empty).toHaveTextContent(t('items:authors.noMatch'));
    await expect(empty).toHaveTextContent(t('items:list.filtersOn', { names: 'Поиск по имени, Сеть' }));
    await userEvent.click(within(empty).getByRole('button', { name: t('items:list.reset') }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('searchbox', { name: t('items:authors.search') })).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' }, authors: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: 'Не удалось загрузить авторов', onRetry: fn() }, authors: [] },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Не удалось загрузить авторов');
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common:actions.retry') }));
    if (args.state.status === 'error') await expect(args.state.onRetry).toHaveBeenCalledOnce();
  },
};
