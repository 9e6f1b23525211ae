import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { TagsScreen } from './TagsScreen.tsx';

// /settings/tags replaying the administrator's tags (the tagSettings recording, docs/mocks.md).
const meta = {
  title: 'Screens/Tags/Tags',
  component: TagsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/tags', session: 'signedIn', recorded: ['tagSettings'] },
} satisfies Meta<typeof TagsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.tagSettings.slow),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.tagSettings.serverError500),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: storyT(globals)('common:actions.retry') })).toBeInTheDocument();
  },
};

// A workspace with no tags and no groups yet: the two ways to make one.
export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.tagSettings.empty),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('tags:noTags'), {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('tags:newTag') })).toHaveAttribute('href', '/settings/tags/new');
  },
};

// The demo space's four tags, each with its colour and the comments carrying it ('Доставка' on 9).
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const ungrouped = await canvas.findByRole('region', { name: t('tags:noGroup') }, { timeout: 5000 });
    await expect(within(ungrouped).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(ungrouped).getByRole('link', { name: 'Доставка' })).toHaveAttribute('href', '/settings/tags/1');
    await expect(within(ungrouped).getByText(t('tags:itemsCount', { count: 9 }))).toBeInTheDocument();
  },
};
