import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SettingsMenu } from './SettingsMenu.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'en' ? 'en' : 'ru');
const TRIGGER = { ru: 'Настройки', en: 'Settings' } as const;

const meta = {
  title: 'Components/SettingsMenu',
  component: SettingsMenu,
  args: {
    entries: [
      { id: 'accounts-page', href: '/settings/accounts', label: 'Accounts' },
      { id: 'users-page', href: '/settings/users', label: 'Users' },
      { id: 'tags-page', href: '/settings/tags', label: 'Tags' },
      { id: 'templates-page', href: '/settings/templates', label: 'Reply templates' },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof SettingsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { tags: ['shot'] };

export const OpensWithTheKeyboardAndJumpsByTypeahead: Story = {
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: TRIGGER[localeOf(globals)] });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: TRIGGER[localeOf(globals)] });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Accounts', 'Users', 'Tags', 'Reply templates']);
    await expect(items[0]).toHaveAttribute('href', '/settings/accounts');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    // Typeahead: typing a letter jumps to the entry that starts with it.
    await userEvent.keyboard('r');
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const NavigatesToTheChosenSettings: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TRIGGER[localeOf(globals)] }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Tags' }));
    const history = (loaded['location'] as { history: string[] }).history;
    await waitFor(() => expect(history.at(-1)).toBe('/settings/tags'));
  },
};

// spec §2.5: hidden entirely when no entry passes.
export const HiddenWithoutEntries: Story = {
  tags: ['shot'],
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
