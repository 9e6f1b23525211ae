import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { TagChildrenScreen } from './TagChildrenScreen.tsx';

// /settings/tags/1/children replaying the tagSettings recording (docs/mocks.md): 'Доставка' has no child tags yet.
const meta = {
  title: 'Screens/Tags/TagChildren',
  component: TagChildrenScreen,
  parameters: { layout: 'fullscreen', route: '/settings/tags/1/children', session: 'signedIn', recorded: ['tagSettings'] },
} satisfies Meta<typeof TagChildrenScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('tags:noChildren'), {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('tags:newChild') })).toHaveAttribute('href', '/settings/tags/new?parent=1');
  },
};
