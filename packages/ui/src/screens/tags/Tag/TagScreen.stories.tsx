import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { expectNavigatedTo } from '../../../storySupport/location.ts';
import { TagScreen } from './TagScreen.tsx';

// /settings/tags/{id} and /settings/tags/new replaying the tagSettings recording (docs/mocks.md): the seed's 'Доставка'
// (tag 1, on 9 comments), renamed meanwhile by another administrator in the recording.
const meta = {
  title: 'Screens/Tags/Tag',
  component: TagScreen,
  parameters: { layout: 'fullscreen', route: '/settings/tags/1', session: 'signedIn', recorded: ['tagSettings'] },
} satisfies Meta<typeof TagScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('textbox', { name: label }, { timeout: 5000 });

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

// The tag as saved: its name, colour, no group, no parent.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await nameField(canvasElement, t('tags:form.name'))).toHaveValue('Доставка');
    await expect(within(canvasElement).getByRole('button', { name: t('tags:form.delete') })).toBeInTheDocument();
  },
};

// The name is required before the server is asked.
export const Validation: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/tags/new' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await nameField(canvasElement, t('tags:form.name'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:form.create') }));
    await expect(await within(canvasElement).findByText(t('tags:form.nameRequired'))).toBeInTheDocument();
  },
};

// Another administrator renamed the tag after this form opened: the save is refused with their text, the edit stays.
export const Conflict: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const name = await nameField(canvasElement, t('tags:form.name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Доставка и оплата');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:form.save') }));
    const refusal = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(refusal.textContent ?? '').not.toBe(''));
    await expect(name).toHaveValue('Доставка и оплата');
  },
};

// Deleting says first how many comments lose the tag.
export const SaysWhatDeletingDoes: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await nameField(canvasElement, t('tags:form.name'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:form.delete') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('tags:deleteTag.items', { count: 9 }), { exact: false })).toBeInTheDocument();
  },
};

// A new tag with the name typed, in no group: created, then the list.
export const CreatesATag: Story = {
  parameters: { route: '/settings/tags/new' },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    await userEvent.type(await nameField(canvasElement, t('tags:form.name')), 'Курьер');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:form.create') }));
    await expectNavigatedTo(loaded, '/settings/tags', 5000);
  },
};

// "Merge into…" on 'Оплата' (tag 2, on 6 comments): says first that its comments get the target and it goes, then
// merges into 'Доставка' and opens it.
export const MergesIntoAnotherTag: Story = {
  parameters: { route: '/settings/tags/2' },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    await nameField(canvasElement, t('tags:form.name'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:mergeTag.action') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: t('tags:mergeTag.into') }), 'Доставка');
    await expect(
      within(dialog).getByText(t('tags:mergeTag.items', { count: 6, name: 'Оплата', into: 'Доставка' })),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('tags:mergeTag.confirm') }));
    await expectNavigatedTo(loaded, '/settings/tags/1', 5000);
  },
};

// The merge dialog before merging: the target picker and what merging does.
export const MergeDialog: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/tags/2' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await nameField(canvasElement, t('tags:form.name'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:mergeTag.action') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('combobox', { name: t('tags:mergeTag.into') })).toBeInTheDocument();
  },
};
