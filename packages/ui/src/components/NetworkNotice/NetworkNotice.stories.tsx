import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { NETWORK_NOTICE_MS, NetworkNotice, type NetworkNoticeProps } from './NetworkNotice.tsx';

// spec §8: the text verbatim in both locales.
const TEXTS = {
  ru: { message: 'Сервис недоступен. Проверьте ваше интернет-соединение и повторите попытку.', close: 'Закрыть сообщение' },
  en: { message: 'Service is unavailable. Check your network connection status and try again.', close: 'Close the message' },
} as const;
const textsOf = (globals: Record<string, unknown>) => TEXTS[globals['locale'] === 'en' ? 'en' : 'ru'];

// The notice closes itself through onClose, as the app's store does.
function StatefulNotice({ open: initiallyOpen, onClose }: NetworkNoticeProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <NetworkNotice
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
}

const PHONE = { width: 375, height: 667 };

// A phone-sized box: its transform makes it the containing block of the fixed notice, so the notice centres in it
// (also in the desktop-sized screenshots of components).
const phoneFrame: Decorator = (Story) => (
  <div data-testid="phone" style={{ ...PHONE, position: 'relative', transform: 'translateZ(0)', outline: '1px dashed gray' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Components/NetworkNotice',
  component: NetworkNotice,
  args: { open: true, onClose: fn() },
  render: (args) => <StatefulNotice {...args} />,
} satisfies Meta<typeof NetworkNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const texts = textsOf(globals);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(texts.message);
    await expect(within(canvasElement).getByRole('button', { name: texts.close })).toBeInTheDocument();
    // Centred on the screen, not in a corner.
    const box = alert.parentElement!.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
    await expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThan(1);
  },
};

// Closed, the alert is already in the page (so the next message is announced) and shows nothing.
export const Closed: Story = {
  tags: ['shot'],
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeEmptyDOMElement();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const OnAPhone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: {
    viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('phone').getBoundingClientRect();
    const box = within(canvasElement).getByRole('alert').parentElement!.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
    await expect(Math.abs(box.left + box.width / 2 - (frame.left + frame.width / 2))).toBeLessThan(1);
    await expect(Math.abs(box.top + box.height / 2 - (frame.top + frame.height / 2))).toBeLessThan(1);
  },
};

export const ClosesWhenTheCloseButtonIsPressed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: textsOf(globals).close }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('alert')).toBeEmptyDOMElement());
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

// spec §9: 10 s. The story records the timers the notice sets and runs its 10 s one itself.
const clock: { set?: MockInstance<typeof window.setTimeout>; clear?: MockInstance<typeof window.clearTimeout> } = {};

export const ClosesByItselfAfterTenSeconds: Story = {
  beforeEach: () => {
    clock.set = spyOn(window, 'setTimeout');
    clock.clear = spyOn(window, 'clearTimeout');
    return () => {
      clock.set?.mockRestore();
      clock.clear?.mockRestore();
    };
  },
  play: async ({ canvasElement, args }) => {
    await expect(NETWORK_NOTICE_MS).toBe(10_000);
    // The timer starts in the notice's effect, which may run after the play begins.
    const index = await waitFor(() => {
      const found = clock.set?.mock.calls.findIndex(([, delay]) => delay === NETWORK_NOTICE_MS) ?? -1;
      if (found < 0) throw new Error('no 10 s timer yet');
      return found;
    });
    const timer = clock.set?.mock.results[index]?.value as number;
    const closeAfterTenSeconds = clock.set?.mock.calls[index]?.[0] as () => void;
    // Hovering and focusing pause nothing: the 10 s timer is not cleared.
    await userEvent.hover(within(canvasElement).getByRole('alert'));
    await userEvent.tab();
    await expect(clock.clear?.mock.calls.some(([id]) => id === timer)).toBe(false);
    await expect(args.onClose).not.toHaveBeenCalled();
    closeAfterTenSeconds();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeEmptyDOMElement());
  },
};
