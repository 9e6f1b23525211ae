import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon.tsx';
import { ICON_PATHS, type IconName } from './paths.ts';

const NAMES = Object.keys(ICON_PATHS) as IconName[];

const meta = { tags: ['shot'], title: 'Components/Icon', component: Icon, args: { name: 'menu' } } satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

// Every icon with its name beside it (names are for this page only: icons are decorative in the console).
export const All: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 12, padding: 0 }}>
      {NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, listStyle: 'none' }}>
          <Icon name={name} size={24} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(NAMES.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('menu')).toBeInTheDocument();
  },
};
