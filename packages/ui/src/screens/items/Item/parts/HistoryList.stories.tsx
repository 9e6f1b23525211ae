import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { HistoryEntry } from '@console/api/contract';
import { FIXTURE_NOW, HOSTILE_NAMES } from '@console/api/mocks';
import { storyT } from '../../../../components/storySupport/storyLocale.ts';
import { HistoryList } from './HistoryList.tsx';

// The item page's history on its own: newest first, values in words.
const at = Math.floor(FIXTURE_NOW / 1000);
const entry = (id: number, fields: Partial<HistoryEntry>): HistoryEntry => ({
  id,
  item_id: 1,
  user: { id: 2, name: 'Oleg Operator' },
  field: 'status',
  from: 'new',
  to: 'inprogress',
  at: at - id * 60,
  ...fields,
});
const names = {
  tags: new Map([[5, 'Доставка']]),
  usergroups: new Map([[3, 'Поддержка']]),
  users: new Map([[5, 'Anna Admin']]),
};

const meta = {
  tags: ['shot'],
  title: 'Screens/Items/HistoryList',
  component: HistoryList,
  args: {
    names,
    history: [
      entry(3, { field: 'tags', from: null, to: '5' }),
      entry(1, {}),
      entry(2, { field: 'usergroup', from: null, to: '3', user: null }),
      entry(4, { field: 'priority', from: 'low', to: 'high', user: { id: 9, name: HOSTILE_NAMES[0]! } }),
      entry(5, { field: 'assignee', from: '5', to: '77' }),
    ],
  },
} satisfies Meta<typeof HistoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    // Newest first: entry 1 (a minute ago) before entry 4 (four minutes ago).
    await expect(rows[0]).toHaveTextContent(t('item:history.fields.status'));
    await expect(rows[1]).toHaveTextContent(t('item:history.system'));
    // A hostile name's bidi override is shown, not obeyed.
    await expect(rows[3]).toHaveTextContent('⟦U+202E⟧');
    // A member by name; one no longer in the space by number.
    await expect(rows[4]).toHaveTextContent(/Anna Admin.*#77/);
  },
};

export const Empty: Story = {
  args: { history: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('item:history.none'))).toBeInTheDocument();
  },
};
