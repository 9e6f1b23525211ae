import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Author, AuthorNote, ObjectsWithTagsResponse } from '@console/api/contract';
import { FIXTURE_NOW, HOSTILE_NAMES } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { recordedRead, recordedRows } from '../recordedInbox.ts';
import { AuthorPanel } from './AuthorPanel.tsx';

const NOW_S = Math.floor(FIXTURE_NOW / 1000);

const AUTHOR: Author = {
  id: 901,
  provider: 'vk',
  provider_id: '555001',
  name: 'Ольга Смирнова',
  avatar: null,
  url: 'https://vk.com/id555001',
  labels: [1],
  notes_count: 2,
  blocked_until: null,
  items_count: 4,
  last_activity_at: NOW_S - 3600,
};

/** Two notes, newest first; the second by a colleague with a spoofed name (quality.md "Security"). */
const NOTES: readonly AuthorNote[] = [
  {
    id: 2,
    text: 'Постоянный гость, берёт тыквенный раф. Отвечать по имени.',
    user: { id: 1, name: 'Оля Оператор' },
    created_at: NOW_S - 7200,
  },
  {
    id: 1,
    text: 'Жаловалась на доставку 12 ноября, вернули деньги.',
    user: { id: 2, name: HOSTILE_NAMES[0]! },
    created_at: NOW_S - 20 * 86_400,
  },
];

/** The author's other comments: three of the test seed's, as the server lists them (the itemsList recording). */
const OTHERS = recordedRows('itemsList', 'administrator', '/v1/items?limit=50&status[]=new&status[]=inprogress').slice(0, 3);
/** The space's author labels as the server names them. */
const LABELS = recordedRead<ObjectsWithTagsResponse>('world', 'administrator', '/v1/objects?tags=true').labels;

// The author beside the item (screens.md "an author panel that can be toggled"): who, labels, notes, block, others.
// The item page's stories (Screens/Items/Item) show it against the mock server; here its states as props.
const meta = {
  title: 'Screens/Inbox/AuthorPanel',
  component: AuthorPanel,
  args: {
    author: AUTHOR,
    notes: NOTES,
    others: OTHERS,
    labels: LABELS,
    role: 'operator',
    onLabels: fn(),
    onAddNote: fn(async () => true),
    onBlock: fn(),
    onUnblock: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuthorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('complementary', { name: storyT(globals)('item:author.panel') });

export const WithNotes: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const panel = within(panelOf(canvasElement, globals));
    const notes = within(panel.getByRole('region', { name: t('item:author.notes') }));
    await expect(notes.getAllByRole('listitem')).toHaveLength(NOTES.length);
    await expect(notes.getAllByRole('listitem')[1]).toHaveTextContent('nimdA Support');
    await expect(within(notes.getAllByRole('listitem')[1]!).getByRole('img')).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: t('item:actions.block') })).toBeInTheDocument();
    const others = within(panel.getByRole('region', { name: t('item:author.others') }));
    await expect(others.getAllByRole('link')).toHaveLength(OTHERS.length);
  },
};

export const AddsANote: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    const panel = within(panelOf(canvasElement, globals));
    await userEvent.type(panel.getByRole('textbox', { name: t('item:author.noteLabel') }), 'Просила перезвонить');
    await userEvent.click(panel.getByRole('button', { name: t('item:author.noteAdd') }));
    await expect(args.onAddNote).toHaveBeenCalledWith('Просила перезвонить');
  },
};

export const NoNotes: Story = {
  args: { notes: [], others: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const panel = within(panelOf(canvasElement, globals));
    await expect(panel.getByText(t('item:author.notesNone'))).toBeInTheDocument();
    await expect(panel.getByText(t('item:author.othersNone'))).toBeInTheDocument();
  },
};

export const Blocked: Story = {
  args: { author: { ...AUTHOR, blocked_until: NOW_S + 7 * 86_400 } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    const panel = within(panelOf(canvasElement, globals));
    await userEvent.click(panel.getByRole('button', { name: t('item:actions.unblock') }));
    await expect(args.onUnblock).toHaveBeenCalledOnce();
  },
};

export const ReadOnly: Story = {
  args: { role: 'read_only', author: { ...AUTHOR, name: HOSTILE_NAMES[1]! } },
  play: async ({ canvasElement, globals }) => {
    const panel = within(panelOf(canvasElement, globals));
    // A role that may not label nor block reads the labels as badges and gets no note form nor block button.
    await expect(panel.queryByRole('button')).toBeNull();
    await expect(panel.queryByRole('textbox')).toBeNull();
    await expect(panel.getByText(LABELS[0]!.name)).toBeInTheDocument();
    await expect(panel.getByText(`${storyT(globals)('item:author.labels')}:`)).toBeInTheDocument();
    await expect(panelOf(canvasElement, globals)).toHaveTextContent('Anna Zero');
    await expect(
      panel.getByRole('img', { name: storyT(globals)('item:author.hiddenCharacters', { codes: 'U+200B, U+200D' }) }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { notes: null, others: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const panel = within(panelOf(canvasElement, globals));
    // While the notes and other comments load, neither section claims there are none.
    await expect(panel.queryByText(t('item:author.notesNone'))).toBeNull();
    await expect(panel.queryByText(t('item:author.othersNone'))).toBeNull();
  },
};
