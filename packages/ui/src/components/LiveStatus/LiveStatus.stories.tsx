import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectNoHorizontalOverflow, narrow } from '../storySupport/narrow.tsx';
import { LiveStatus, type LiveStatusProps } from './LiveStatus.tsx';

const TEXTS = {
  ru: 'Нет соединения с сервером обновлений. Переподключаемся…',
  en: 'Live updates are disconnected. Reconnecting…',
} as const;
const textOf = (globals: Record<string, unknown>) => TEXTS[globals['locale'] === 'en' ? 'en' : 'ru'];

// The connection drops and comes back on a button, as the socket would make it.
function ConnectionDemo({ down: initiallyDown }: LiveStatusProps) {
  const [down, setDown] = useState(initiallyDown);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 }}>
      <LiveStatus down={down} />
      <Button variant="secondary" onPress={() => setDown((current) => !current)}>
        Toggle connection
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/LiveStatus',
  component: LiveStatus,
  args: { down: true },
} satisfies Meta<typeof LiveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Down: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(textOf(globals));
  },
};

// Live: nothing to see, only the empty status region.
export const Live: Story = {
  tags: ['shot'],
  args: { down: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const AnnouncesTheDropAndTheReconnectInTheSameRegion: Story = {
  args: { down: false },
  render: (args) => <ConnectionDemo {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle connection' }));
    // The same element gets the text: a live region that was already there is what gets announced.
    await expect(canvas.getByRole('status')).toBe(region);
    await expect(region).toHaveTextContent(textOf(globals));
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle connection' }));
    await expect(region).toBeEmptyDOMElement();
  },
};

export const WrapsAt320px: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
