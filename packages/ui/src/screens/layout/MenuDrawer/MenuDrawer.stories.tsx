import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/Button/Button.tsx';
import { MainMenu } from '../MainMenu/MainMenu.tsx';
import { MenuDrawer } from './MenuDrawer.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'en' ? 'en' : 'ru');
const CLOSE = { ru: 'Закрыть меню', en: 'Close the menu' } as const;

const menu = (
  <MainMenu
    variant="drawer"
    entries={[
      { id: 'statistics', href: '/', label: 'Statistics', icon: 'statistics', current: true },
      { id: 'comments', href: '/items', label: 'Comments', icon: 'comments', count: 4, current: false },
    ]}
  />
);

function Opener({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Menu</Button>
      <MenuDrawer isOpen={open} onOpenChange={setOpen} title="Omnidesk Console">
        {menu}
      </MenuDrawer>
    </>
  );
}

const meta = {
  title: 'Components/MenuDrawer',
  component: MenuDrawer,
  args: { isOpen: true, onOpenChange: () => undefined, title: 'Omnidesk Console', children: menu },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MenuDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  tags: ['shot'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Omnidesk Console' });
    await expect(within(dialog).getByRole('navigation')).toBeInTheDocument();
  },
};

// A modal dialog: focus moves in and stays in; Esc closes it and focus returns to the opener.
export const TrapsFocusAndClosesWithEscape: Story = {
  render: () => <Opener initiallyOpen={false} />,
  play: async ({ canvasElement, globals }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Omnidesk Console' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: CLOSE[localeOf(globals)] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
