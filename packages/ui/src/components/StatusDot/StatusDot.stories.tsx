import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusDot } from './StatusDot.tsx';

// The demo workspace's colours, a hex colour, and a value that is not a colour (falls back to the muted one).
const COLORS = ['green', 'yellow', 'red', 'gray', '#1e8e3e', 'white', 'url(javascript:alert(1))'];

function Palette() {
  return (
    <ul style={{ display: 'flex', flexDirection: 'column', gap: 8, listStyle: 'none', padding: 0 }}>
      {COLORS.map((color) => (
        <li key={color} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <StatusDot color={color} />
          <span>{color}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = { tags: ['shot'], title: 'Components/StatusDot', component: StatusDot, args: { color: 'green' } } satisfies Meta<
  typeof StatusDot
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Green: Story = {
  play: async ({ canvasElement }) => {
    const dot = canvasElement.querySelector('span[aria-hidden="true"]');
    await expect(dot).toHaveStyle({ backgroundColor: 'rgb(0, 128, 0)' });
  },
};

export const EveryDemoColour: Story = {
  render: () => <Palette />,
  play: async ({ canvasElement }) => {
    const dots = canvasElement.querySelectorAll('span[aria-hidden="true"]');
    await expect(dots).toHaveLength(COLORS.length);
    // Not a colour: no inline style at all.
    await expect(dots[COLORS.length - 1]?.getAttribute('style')).toBeNull();
    await expect(within(canvasElement).getByText('yellow')).toBeInTheDocument();
  },
};
