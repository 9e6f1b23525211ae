import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../../../components/storySupport/narrow.tsx';
import { SavedFiltersMenu } from './SavedFiltersMenu.tsx';

const FILTERS = [
  { id: 1, name: 'Последние 7 дней', href: '/?period=7d', applied: true },
  { id: 2, name: 'Месяц, ВКонтакте', href: '/?period=30d&provider%5B%5D=vk', applied: false },
  { id: 3, name: '<b>not bold</b> & "quoted"', href: '/?q=x', applied: false },
];

// The props-only view, each state shown at once. The dialog stories are not shot: the dialog and the panel under it
// open together and race for the focus, so their screenshots differed from run to run. The dialogs' look is shot in
// Screens/Session/SavedFiltersMenu, where they open one after the other as for users, and the flows (open, save,
// confirm, Escape) are played there.
const meta = {
  title: 'Components/SavedFiltersMenu',
  component: SavedFiltersMenu,
  args: {
    filters: FILTERS,
    canSave: true,
    nameMaxLength: 100,
    save: null,
    deleting: null,
    defaultOpen: true,
    onSaveStart: fn(),
    onSaveNameChange: fn(),
    onSaveSubmit: fn(),
    onSaveCancel: fn(),
    onDeleteStart: fn(),
    onDeleteConfirm: fn(),
    onDeleteCancel: fn(),
  },
} satisfies Meta<typeof SavedFiltersMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { tags: ['shot'], args: { defaultOpen: false } };

export const Open: Story = {
  tags: ['shot'],
  play: async () => {
    const panel = within(await screen.findByRole('dialog'));
    await expect(panel.getAllByRole('link')).toHaveLength(3);
    // Names are text, never markup.
    await expect(panel.getByRole('link', { name: '<b>not bold</b> & "quoted"' })).toBeInTheDocument();
  },
};

export const Empty: Story = { tags: ['shot'], args: { filters: [] } };

export const NothingToSave: Story = {
  tags: ['shot'],
  args: { canSave: false },
  play: async ({ args }) => {
    const panel = within(await screen.findByRole('dialog'));
    const buttons = panel.getAllByRole('button');
    const save = buttons.at(-1)!;
    await expect(save).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSaveStart).not.toHaveBeenCalled();
  },
};

export const SaveDialog: Story = {
  args: { save: { name: 'Последний месяц', nameError: null, pending: false, serverError: null } },
};

export const SaveDialogNameRequired: Story = {
  args: { save: { name: '', nameError: 'required', pending: false, serverError: null } },
  play: async () => {
    // The dialog's code loads on first use (LazyDialogTrigger): allow for that on a busy machine.
    await expect(await screen.findByText('Введите название', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const SaveDialogPending: Story = {
  args: { save: { name: 'Последний месяц', nameError: null, pending: true, serverError: null } },
};

export const SaveDialogServerError: Story = {
  args: {
    save: {
      name: 'Ещё один',
      nameError: null,
      pending: false,
      serverError: 'Сохранено слишком много фильтров: удалите ненужные и повторите попытку',
    },
  },
};

export const DeleteConfirmation: Story = {
  args: { deleting: { id: 2, name: 'Месяц, ВКонтакте', pending: false, serverError: null } },
};

export const DeleteFailed: Story = {
  args: { deleting: { id: 2, name: 'Месяц, ВКонтакте', pending: false, serverError: 'Фильтр не найден' } },
};

export const CallsOnDeleteStartWithTheFiltersId: Story = {
  play: async ({ args }) => {
    const panel = within(await screen.findByRole('dialog'));
    await userEvent.click(panel.getByRole('button', { name: /Месяц, ВКонтакте/ }));
    await expect(args.onDeleteStart).toHaveBeenCalledWith(2);
  },
};

export const WrapsAVeryLongNameAt320px: Story = {
  args: { filters: [{ id: 9, name: LONG_WORD, href: '/?a=b', applied: false }, ...FILTERS] },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
