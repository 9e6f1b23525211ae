import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { StatsFrame, type StatsState } from './StatsFrame.tsx';

// The frame every stats screen draws (docs/stats.md "Screens"): the title, the filter bar, then a spinner, the failure
// with its retry (none where retrying cannot help), or the ready figures. The screens' own stories show it with their
// recorded answers; these show its states alone.
type Figures = { received: number };
function Frame({ data }: { data: StatsState<Figures> }) {
  return (
    <StatsFrame title="Общая статистика" subtitle="1–30 ноября" filterBar={<p>filters</p>} data={data}>
      {(ready) => <p>Получено: {ready.received}</p>}
    </StatsFrame>
  );
}

const meta = { title: 'Screens/Stats/StatsFrame', component: Frame } satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Общая статистика' })).toBeInTheDocument();
    await expect(canvas.getByText('filters')).toBeInTheDocument();
    await expect(canvas.queryByText(/Получено/u)).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { data: { status: 'error', message: 'Нет связи с сервером', onRetry: fn(), retrying: false } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common:actions.retry') }));
    await expect(args.data.status === 'error' && args.data.onRetry).toHaveBeenCalledOnce();
  },
};

// An unknown user's page: retrying cannot help, so there is no button.
export const FailedWithoutRetry: Story = {
  args: { data: { status: 'error', message: 'В этом пространстве нет такого сотрудника', onRetry: null, retrying: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Ready: Story = {
  args: { data: { status: 'ready', received: 1520 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Получено: 1520')).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
