import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { BulkBar } from './BulkBar.tsx';

// The bulk bar's macros (docs/macros.md): the selection runs the chosen macro, each comment one change (POST
// v1/items/bulk/macro; the server's answer goes through the same outcome line as the bar's other actions).
const meta = {
  title: 'Screens/Items/BulkBar',
  component: BulkBar,
  args: {
    count: 3,
    permissions: { process: true, tag: true, close: true, reply: false },
    tags: [{ id: 1, name: 'Доставка' }],
    assignable: { users: [], groups: [] },
    me: null,
    replyProblem: null,
    busy: false,
    onStatus: fn(),
    onAddTag: fn(),
    onAssign: fn(),
    onClose: fn(),
    onReply: fn(),
    onClear: fn(),
    macros: [
      { id: 1, name: 'Взять в работу' },
      { id: 3, name: 'Срочно' },
    ],
    onMacro: fn(),
  },
} satisfies Meta<typeof BulkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RunsAMacroOnTheSelection: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('items:bulk.macro') }), 'Срочно');
    const apply = canvas.getAllByRole('button', { name: t('items:bulk.apply') });
    await userEvent.click(apply.at(-1)!);
    await expect(args.onMacro).toHaveBeenCalledWith(3);
  },
};

// A role that may not tag gets no macros (a run changes the comment as PATCH does).
export const NoMacrosWithoutTheTagPermission: Story = {
  args: { permissions: { process: false, tag: false, close: true, reply: false } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: storyT(globals)('items:bulk.macro') })).toBeNull();
  },
};
