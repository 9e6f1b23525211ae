import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LONG_WORD } from '../storySupport/narrow.tsx';
import { BlockingModal } from './BlockingModal.tsx';

const meta = {
  title: 'Components/BlockingModal',
  component: BlockingModal,
  args: {
    title: 'Тестовый период закончился',
    children: (
      <>
        <p style={{ margin: 0 }}>Дождитесь, пока администратор оплатит подписку.</p>
        <Button onPress={fn()}>Выйти</Button>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <main style={{ padding: 24 }}>
          <h1>The page behind</h1>
          <button type="button">Behind the modal</button>
        </main>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof BlockingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal is portalled to <body>, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  tags: ['shot'],
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Тестовый период закончился' });
    await expect(dialog).toBeVisible();
  },
};

// Behaviour only (the look is Open's): whether the last Tab ends with a focus ring depends on when FocusScope pulls
// the focus back, which a screenshot would count as a change.
export const CannotBeDismissedAndKeepsFocusInside: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(canvasElement.ownerDocument.body, { skipPointerEventsCheck: true } as never);
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
  },
};

export const WrapsAVeryLongTitle: Story = {
  args: { title: LONG_WORD },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

// The forced-status dialog stays mounted and closes through isOpen once a working status is saved.
export const ClosedShowsNothing: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: 'Behind the modal' })).toBeVisible();
  },
};
