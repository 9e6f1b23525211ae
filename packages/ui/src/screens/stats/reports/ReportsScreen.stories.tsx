import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { StatsReportList } from '@console/api/contract';
import { RECORDINGS, scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { ReportsScreen } from './ReportsScreen.tsx';

// The administrator's reports as first listed, and the names the edit stories save (the `statsReports` recording:
// one accepted, one over the version saved meanwhile, 409).
const LISTED = recordedStats<StatsReportList>('statsReports', {
  as: 'administrator',
  where: (step) => step.method === 'GET',
}).reports;
const WEEK = LISTED[0]!;
const patched = RECORDINGS.statsReports.steps.filter((step) => step.method === 'PATCH');
const RENAMED = (patched[0]!.body as { name: string }).name;
const STALE = (patched[1]!.body as { name: string }).name;

// /stats/reports against the recorded server (docs/stats.md "Reports").
const meta = {
  title: 'Screens/Stats/Reports',
  component: ReportsScreen,
  parameters: recordedStatsParameters('/stats/reports', 'statsReports'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsReports);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// An operator has saved none.
export const Empty: Story = {
  tags: ['shot'],
  parameters: { session: { email: 'operator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await within(canvasElement).findByText(t('stats:reports.empty'), {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

// Two reports; the first opened: each section a link to the export with the report's days and filters.
export const Ready: Story = {
  tags: ['shot', 'shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const week = await canvas.findByRole('article', { name: WEEK.name }, { timeout: 5000 });
    await expect(canvas.getAllByRole('article')).toHaveLength(LISTED.length);
    await userEvent.click(within(week).getByRole('button', { name: t('stats:reports.open') }));
    // Last 7 days made on 22 November: 15 to 21 November.
    await expect(within(week).getByRole('link', { name: t('stats:export.tables.overall') })).toHaveAttribute(
      'href',
      expect.stringContaining('/stats/export?table=overall&space_id=1&from=2026-11-15&to=2026-11-21'),
    );
  },
};

const rename = async (canvasElement: HTMLElement, globals: Record<string, unknown>, name: string) => {
  const t = storyT(globals);
  const week = await within(canvasElement).findByRole('article', { name: WEEK.name }, { timeout: 5000 });
  await userEvent.click(within(week).getByRole('button', { name: t('stats:reports.edit') }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  const field = within(dialog).getByRole('textbox', { name: new RegExp(t('stats:reports.name')) });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.click(within(dialog).getByRole('button', { name: t('stats:reports.save') }));
  return dialog;
};

// The form in its dialog: a rename saved (with the version it began from), the dialog closes.
export const Editing: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    await rename(canvasElement, globals, RENAMED);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(await within(canvasElement).findByRole('article', { name: RENAMED }, { timeout: 5000 })).toBeInTheDocument();
  },
};

// Saved meanwhile elsewhere: the server's 409 text, what the other save changed, and the edits kept in the form.
export const Conflict: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const dialog = await rename(canvasElement, globals, STALE);
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(
      within(dialog).getByText(t('stats:reports.changedMeanwhile', { fields: t('stats:reports.fieldNames.name') })),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('textbox', { name: new RegExp(t('stats:reports.name')) })).toHaveValue(STALE);
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: WEEK.name }, { timeout: 5000 })).toBeInTheDocument();
  },
};
