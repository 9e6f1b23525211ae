import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO_SPACE } from '@console/api/mocks';
import { LONG_WORD } from '../../../components/storySupport/narrow.tsx';
import { HomeView } from './HomeView.tsx';

const trialSpace = { ...DEMO_SPACE, id: 2, name: 'Trial workspace', is_trial: true, tariff: { id: 1, name: 'Start' } };

// The props-only view in every state; the screen's stories reach them through MSW.
const meta = {
  title: 'Screens/Home/HomeView',
  component: HomeView,
  args: { status: 'ready', userName: 'Anna Admin', spaces: [DEMO_SPACE], onLogout: fn(), loggingOut: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Повторить|Try again/ }));
    await expect((args as { onRetry: () => void }).onRetry).toHaveBeenCalledOnce();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Anna Admin');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Demo workspace');
    await expect(canvas.getByRole('article')).toHaveTextContent('Premium');
    await userEvent.click(canvas.getByRole('button', { name: /Выйти|Log out/ }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = { args: { spaces: [] } };

export const TrialAndPaidSpaces: Story = { args: { spaces: [DEMO_SPACE, trialSpace] } };

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { busy: true })).toBeInTheDocument();
  },
};

export const WrapsVeryLongNamesAt320px: Story = {
  args: { userName: LONG_WORD, spaces: [{ ...DEMO_SPACE, name: LONG_WORD, tariff: { id: 3, name: LONG_WORD } }] },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main').scrollWidth).toBeLessThanOrEqual(320);
  },
};
