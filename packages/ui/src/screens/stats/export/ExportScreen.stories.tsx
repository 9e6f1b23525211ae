import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../storySupport/location.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../storySupport/recordedStats.tsx';
import { ExportScreen } from './ExportScreen.tsx';

// The refusal of a period over 366 days, in the story's language (the `statsExport` recording).
const refusal = (language: 'ru' | 'en') =>
  recordedStats<{ error: string }>('statsExport', {
    where: (step) =>
      step.status === 400 && (step.language ?? 'ru') === language && (step.body as { table: string }).table === 'overall',
  }).error;

// /stats/export against the recorded server (the `statsExport` recording, docs/stats.md "Export"): the stories' clock
// (22 November 2026) makes the default period the recorded one. Download itself leaves the page for the file: the e2e
// test follows it (apps/console/e2e/stats-export.spec.ts).
const meta = {
  title: 'Screens/Stats/Export',
  component: ExportScreen,
  parameters: recordedStatsParameters('/stats/export', 'statsExport'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof ExportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The table picker, the period and filters, and the file the download names.
export const Ready: Story = {
  tags: ['shot', 'shot-variants'],
  parameters: { route: '/stats/export?table=replies' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('shell:titles.statsExport') })).toBeInTheDocument();
    await expect(await canvas.findByRole('combobox', { name: t('stats:export.table') }, { timeout: 5000 })).toHaveValue(
      'replies',
    );
    await expect(canvas.getByText('replies_2026-10-24_2026-11-22.csv')).toBeInTheDocument();
    const download = canvas.getByRole('button', { name: t('stats:export.download') });
    await waitFor(() => expect(download).toBeEnabled(), { timeout: 5000 });
  },
};

// A period the server refuses (over 366 days, from the URL): its text under the button.
export const Error: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/export?from=2024-01-01&to=2026-11-22' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const download = await canvas.findByRole('button', { name: t('stats:export.download') });
    await waitFor(() => expect(download).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(download);
    await expect(await canvas.findByText(refusal(localeOf(globals)), {}, { timeout: 5000 })).toHaveAttribute('role', 'alert');
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('shell:titles.statsExport') })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: t('stats:export.download') })).toBeInTheDocument();
  },
};
