import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../../../components/storySupport/narrow.tsx';
import { TopBar } from './TopBar.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'en' ? 'en' : 'ru');
const BACK = { ru: 'Назад', en: 'Back' } as const;

const actions = [
  { key: 'filters', node: <IconButton icon="filter" label="Filters, 1 applied" badge={1} /> },
  { key: 'errors', node: <IconButton icon="warning" label="1 account with an error" badge={1} tone="danger" /> },
  { key: 'settings', node: <IconButton icon="settings" label="Settings" />, overflows: true },
  { key: 'user', node: <IconButton icon="user" label="User menu" />, overflows: true },
];

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  args: { title: 'Comments', onOpenMenu: fn(), menuOpen: false, onBack: null, actions },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Comments');
    await expect(canvas.queryByRole('button', { name: BACK[localeOf(globals)] })).toBeNull();
  },
};

// spec §2.5: a back arrow on item, issue and author pages and on settings subpages.
export const WithABackArrow: Story = {
  tags: ['shot'],
  args: { title: 'Comment', onBack: fn() },
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: BACK[localeOf(globals)] }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

// One row at 320 px: a long title ends in an ellipsis instead of pushing the actions out.
export const FitsA320PxPhone: Story = {
  args: { title: LONG_WORD, onBack: fn() },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
