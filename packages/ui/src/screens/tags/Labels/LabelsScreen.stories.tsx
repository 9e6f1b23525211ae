import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { LabelsScreen } from './LabelsScreen.tsx';

// /settings/labels replaying the administrator's labels (the labelSettings recording, docs/mocks.md).
const meta = {
  title: 'Screens/Tags/Labels',
  component: LabelsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/labels', session: 'signedIn', recorded: ['labelSettings'] },
} satisfies Meta<typeof LabelsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.labelSettings.slow),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.labelSettings.serverError500),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: storyT(globals)('common:actions.retry') })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.labelSettings.empty),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(storyT(globals)('tags:labels.none'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

// The demo space's two labels with the authors carrying each.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Постоянный клиент' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/settings/labels/1',
    );
    await expect(canvas.getByRole('link', { name: t('tags:labels.authorsCount', { count: 10 }) })).toHaveAttribute(
      'href',
      '/settings/labels/1/authors',
    );
  },
};
