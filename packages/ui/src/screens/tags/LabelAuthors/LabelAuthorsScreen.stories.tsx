import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { LabelAuthorsScreen } from './LabelAuthorsScreen.tsx';

// /settings/labels/1/authors replaying the labelSettings recording (docs/mocks.md): the ten authors carrying
// 'Постоянный клиент', the first of them with hidden characters in the name (the hostile corpus's 'Anna Zero').
const meta = {
  title: 'Screens/Tags/LabelAuthors',
  component: LabelAuthorsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/labels/1/authors', session: 'signedIn', recorded: ['labelSettings'] },
} satisfies Meta<typeof LabelAuthorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const list = await within(canvasElement).findByRole('list', {}, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getAllByRole('button', { name: new RegExp(t('tags:labels.removeShort')) })).toHaveLength(10);
  },
};

// Taking the label off an author: the list shrinks and says so.
export const TakesTheLabelOffAnAuthor: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', {}, { timeout: 5000 });
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    await expect(await within(canvasElement).findByRole('status')).not.toBeEmptyDOMElement();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
  },
};
