import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MainMenu, type MainMenuEntryView } from './MainMenu.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'en' ? 'en' : 'ru');
const OVERDUE = { ru: '1 просрочена', en: '1 overdue' } as const;

const ENTRIES: MainMenuEntryView[] = [
  { id: 'statistics', href: '/', label: 'Statistics', icon: 'statistics', current: true },
  { id: 'messages', href: '/chats', label: 'Private messages', shortLabel: 'Messages', icon: 'messages', current: false },
  { id: 'comments', href: '/items', label: 'Comments', icon: 'comments', count: 12, current: false },
  { id: 'monitoring', href: '/monitoring', label: 'Monitoring', icon: 'monitoring', count: 5, current: false },
  { id: 'issues', href: '/issues', label: 'Issues', icon: 'issues', count: 3, expiredCount: 1, current: false },
  { id: 'qa', href: '/qa', label: 'Quality check', icon: 'qa', current: false },
];

const meta = {
  title: 'Components/MainMenu',
  component: MainMenu,
  args: { entries: ENTRIES, variant: 'drawer' },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MainMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

// spec §2.5: the current entry is marked; Issues shows its count and the expired count in red; counts are read out.
export const WithCountsAndTheCurrentEntry: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Statistics' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Comments, 12' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: `Issues, 3, ${OVERDUE[localeOf(globals)]}` })).toHaveAttribute(
      'href',
      '/issues',
    );
  },
};

export const Sidebar: Story = { tags: ['shot'], args: { variant: 'sidebar' } };

export const FewEntries: Story = {
  tags: ['shot'],
  args: { entries: ENTRIES.slice(0, 3).map((entry) => ({ ...entry, count: undefined })) },
};

export const TellsWhenAnEntryIsChosen: Story = {
  args: { onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Statistics' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};
