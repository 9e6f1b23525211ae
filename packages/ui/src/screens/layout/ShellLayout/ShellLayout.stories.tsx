import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MainMenu } from '../MainMenu/MainMenu.tsx';
import { TopBar } from '../TopBar/TopBar.tsx';
import { Brand, MAIN_CONTENT_ID, ShellLayout } from './ShellLayout.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'en' ? 'en' : 'ru');
const SKIP = { ru: 'Перейти к основному содержимому', en: 'Skip to main content' } as const;

const meta = {
  title: 'Components/ShellLayout',
  component: ShellLayout,
  args: {
    sidebar: (
      <MainMenu
        variant="sidebar"
        leading={<Brand productName="Omnidesk Console" />}
        entries={[
          { id: 'statistics', href: '/', label: 'Statistics', icon: 'statistics', current: true },
          { id: 'messages', href: '/chats', label: 'Private messages', shortLabel: 'Messages', icon: 'messages', current: false },
          { id: 'issues', href: '/issues', label: 'Issues', icon: 'issues', count: 3, expiredCount: 1, current: false },
        ]}
      />
    ),
    topBar: <TopBar title="Statistics" onOpenMenu={fn()} menuOpen={false} actions={[]} />,
    drawer: null,
    children: (
      <main style={{ padding: 24 }}>
        <h1>Statistics</h1>
        <a href="#top">First link of the page</a>
      </main>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['shot'] };

// The first Tab reaches the skip link, which moves focus past the menus to the page.
export const SkipsToTheMainContent: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', { name: SKIP[localeOf(globals)] });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'First link of the page' })).toHaveFocus();
  },
};
