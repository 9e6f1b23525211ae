import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { expectNavigatedTo } from '../../../storySupport/location.ts';
import { TagGroupScreen } from './TagGroupScreen.tsx';

// /settings/tag_groups/new replaying the tagSettings recording (docs/mocks.md): the group 'Отзывы' created.
const meta = {
  title: 'Screens/Tags/TagGroup',
  component: TagGroupScreen,
  parameters: { layout: 'fullscreen', route: '/settings/tag_groups/new', session: 'signedIn', recorded: ['tagSettings'] },
} satisfies Meta<typeof TagGroupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('textbox', { name: label }, { timeout: 5000 });

export const Validation: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await nameField(canvasElement, t('tags:form.name'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:form.create') }));
    await expect(await within(canvasElement).findByText(t('tags:form.nameRequired'))).toBeInTheDocument();
  },
};

export const CreatesAGroup: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    await userEvent.type(await nameField(canvasElement, t('tags:form.name')), 'Отзывы');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:form.create') }));
    await expectNavigatedTo(loaded, '/settings/tags', 5000);
  },
};
