import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { defaultStatsLists, presetPeriod, type Period } from '../statsFilters.ts';
import { StatsFilterBar } from './StatsFilterBar.tsx';

const TODAY = '2026-12-03';
const filtersOf = (period: Period) => ({ period, lists: defaultStatsLists(null) });

// spec §2.3 stats/*, §3 (docs/stats.md "Screens"): the period (presets or custom dates) and the user settings' filters
// of every stats screen; with the operators' picker when the user may see the team's figures.
const meta = {
  title: 'Screens/Stats/StatsFilterBar',
  component: StatsFilterBar,
  args: {
    filters: filtersOf(presetPeriod('last30', TODAY)),
    today: TODAY,
    onChange: fn(),
    sources: {
      objects: [
        { id: 1, label: 'Кофейня на Лесной' },
        { id: 2, label: 'Пекарня «Колос»' },
      ],
      companies: [{ id: 1, label: 'Кофейни' }],
      providers: [
        { id: 'vk', label: 'ВКонтакте' },
        { id: 'telegram', label: 'Telegram' },
      ],
      tags: [{ id: 1, label: 'Доставка' }],
    },
    operators: [
      { id: 3, label: 'Мария Модератор' },
      { id: 4, label: 'Oleg Operator' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatsFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The period's select once the lazy fields have loaded. */
const periodOf = async (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('combobox', { name: storyT(globals)('stats:period.label') }, { timeout: 5000 });
const pickerOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).queryByRole('button', { name: new RegExp(label) });

// A preset (the last 30 days), every picker and the operators'.
export const Presets: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await periodOf(canvasElement, globals)).toHaveValue('last30');
    for (const label of ['accounts', 'companies', 'networks', 'tags', 'operators'] as const)
      await expect(pickerOf(canvasElement, t(`stats:filters.${label}`))).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

// Without the operators' picker (a user who sees only their own figures).
export const WithoutOperators: Story = {
  args: { operators: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await periodOf(canvasElement, globals);
    await expect(pickerOf(canvasElement, t('stats:filters.networks'))).toBeInTheDocument();
    await expect(pickerOf(canvasElement, t('stats:filters.operators'))).not.toBeInTheDocument();
  },
};

// Picking a preset sends its days, ending today, with the filters kept.
export const PicksAPreset: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.selectOptions(await periodOf(canvasElement, globals), 'last7');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({
      period: { from: '2026-11-27', to: TODAY },
      lists: defaultStatsLists(null),
    });
  },
};

// A custom period whose end is before its start: said, and not applied (the server would answer 400).
export const CustomEndBeforeStart: Story = {
  tags: ['shot'],
  args: { filters: filtersOf({ from: '2026-11-20', to: '2026-11-10' }) },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    await expect(await periodOf(canvasElement, globals)).toHaveValue('custom');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('stats:period.order'));
    await expect(within(canvasElement).getByRole('button', { name: t('stats:period.apply') })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

// A custom period over 366 days: said, and not applied.
export const CustomTooLong: Story = {
  args: { filters: filtersOf({ from: '2025-01-01', to: '2026-11-30' }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await periodOf(canvasElement, globals)).toHaveValue('custom');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('stats:period.tooLong'));
    await expect(within(canvasElement).getByRole('button', { name: t('stats:period.apply') })).toBeDisabled();
  },
};
