import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ISSUE_DESCRIPTION_MAX } from '@console/api/contract';
import { storyT } from '../../../../components/storySupport/storyLocale.ts';
import { TextEditor } from './TextEditor.tsx';
import { RECORDED_ISSUE } from './issueStorySupport.ts';

// The title's and the description's editor on the issue page: the text stays until it is saved.
const meta = {
  title: 'Screens/Issues/Parts/TextEditor',
  component: TextEditor,
  args: {
    field: 'title',
    label: 'Название',
    initial: RECORDED_ISSUE.issue.title,
    onSave: fn(async () => true),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// The title is required: emptied, it cannot be saved; cancel closes the editor.
export const EmptyTitle: Story = {
  args: { initial: '' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Название' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t('issues:page.save') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('issues:page.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

// A description over ISSUE_DESCRIPTION_MAX characters: said, and not saved.
export const TooLong: Story = {
  args: { field: 'description', label: 'Описание', initial: 'а'.repeat(ISSUE_DESCRIPTION_MAX + 1) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('issues:page.thread.tooLong', { max: ISSUE_DESCRIPTION_MAX }))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('issues:page.save') })).toBeDisabled();
  },
};

// Saving: the trimmed title goes, and the button waits for the answer (it never comes here).
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Название' });
    await userEvent.clear(field);
    await userEvent.type(field, '  Вернуть деньги  ');
    await userEvent.click(canvas.getByRole('button', { name: t('issues:page.save') }));
    await expect(args.onSave).toHaveBeenCalledWith('Вернуть деньги');
    await expect(canvas.getByRole('button', { name: t('issues:page.save') })).toBeDisabled();
    await expect(field).toHaveValue('  Вернуть деньги  ');
  },
};
