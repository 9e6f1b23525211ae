import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Chart, type ChartTable } from './Chart.tsx';

// A year of days with a weekly rhythm: the overall screen's table (contract overallTable) as the chart gets it.
const YEAR: ChartTable = {
  columns: ['Date', 'Received', 'Replies'],
  rows: Array.from({ length: 365 }, (_, day) => [
    new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10),
    Math.round(40 + 25 * Math.sin(day / 9) + (day % 7 < 5 ? 15 : 0)),
    Math.round(30 + 20 * Math.cos(day / 11)),
  ]),
};
const WEEK: ChartTable = { columns: YEAR.columns, rows: YEAR.rows.slice(0, 7) };

const meta = {
  title: 'Components/Chart',
  component: Chart,
  args: {
    title: 'Per day',
    table: WEEK,
    series: [
      { column: 1, kind: 'bar', tone: 'accent' },
      { column: 2, kind: 'line', tone: 'warning' },
    ],
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

// The canvas is hidden from screen readers; the table is in the page for them in the chart view too.
export const Week: Story = {
  tags: ['shot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chart-canvas')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('table', { name: 'Per day' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
  },
};

export const Year: Story = { tags: ['shot'], args: { table: YEAR } };

export const Dark: Story = { tags: ['shot'], args: { table: YEAR }, globals: { theme: 'dark' } };

export const Phone: Story = {
  tags: ['shot'],
  args: { table: YEAR },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

// The toggle shows the table and hides the canvas; and back.
export const TableView: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const ru = globals['locale'] !== 'en';
    await userEvent.click(canvas.getByRole('button', { name: ru ? 'Таблица' : 'Table' }));
    await expect(canvas.queryByTestId('chart-canvas')).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: String(WEEK.rows[0]![0]) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ru ? 'График' : 'Chart' }));
    await expect(canvas.getByTestId('chart-canvas')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['shot'],
  args: { table: { columns: YEAR.columns, rows: [] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(globals['locale'] === 'en' ? 'No figures for this period' : 'За этот период данных нет'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
