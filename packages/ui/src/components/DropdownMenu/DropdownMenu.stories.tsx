import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DropdownItem, DropdownMenu, DropdownSection } from './DropdownMenu.tsx';

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Actions',
    trigger: <IconButton icon="settings" label="Actions" />,
    children: (
      <>
        <DropdownSection title="Go to">
          <DropdownItem id="profile" href="/settings/profile" icon="profile">
            Profile
          </DropdownItem>
          <DropdownItem id="long" description="A second line in a muted colour, wrapping when it is long">
            With a description
          </DropdownItem>
        </DropdownSection>
        <DropdownSection>
          <DropdownItem id="logout" icon="logout">
            Log out
          </DropdownItem>
        </DropdownSection>
      </>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { tags: ['shot'] };

export const Opened: Story = {
  tags: ['shot'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expect(within(menu).getByRole('group', { name: 'Go to' })).toBeInTheDocument();
  },
};

export const ChoosesAnItemWithTheKeyboard: Story = {
  args: {
    children: (
      <DropdownItem id="logout" icon="logout" onAction={fn()}>
        Log out
      </DropdownItem>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const item = await screen.findByRole('menuitem', { name: 'Log out' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Actions' })).toHaveFocus());
  },
};
