import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LONG_WORD } from '../storySupport/narrow.tsx';
import { ToastRegion } from './Toast.tsx';
import type { ToastContent } from './toastQueue.ts';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

interface DemoProps extends ToastContent {
  /** Show the toast as soon as the story renders (for screenshots), else on the button. */
  showAtOnce: boolean;
  timeout?: number;
}

// Each story has its own queue, so toasts never leak between stories.
function ToastDemo({ showAtOnce, timeout, ...content }: DemoProps) {
  const [queue] = useState(() => new ToastQueue<ToastContent>({ maxVisibleToasts: 3 }));
  useEffect(() => {
    if (!showAtOnce) return;
    const key = queue.add(content, timeout ? { timeout } : undefined);
    return () => queue.close(key);
    // Once per story render: the args do not change while a story runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue]);
  return (
    <>
      <ToastRegion queue={queue} />
      <Button variant="secondary" onPress={() => queue.add(content, timeout ? { timeout } : undefined)}>
        Show toast
      </Button>
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: {
    showAtOnce: true,
    tone: 'error',
    title: 'Сервис недоступен. Проверьте ваше интернет-соединение и повторите попытку.',
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorToast: Story = {
  tags: ['shot'],
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(/Сервис недоступен/);
  },
};

export const InfoToast: Story = {
  tags: ['shot'],
  args: { tone: 'info', title: 'Status change soon', description: 'Your shift starts in 5 minutes.' },
};

export const SuccessToast: Story = { tags: ['shot'], args: { tone: 'success', title: 'Saved' } };

// spec §7 "notify": a comments_filter match is a warning; an issue notification links to the issue.
export const WarningToast: Story = { tags: ['shot'], args: { tone: 'warning', title: 'New comments match the filter «VIP»' } };

export const WithALink: Story = {
  tags: ['shot'],
  args: {
    tone: 'info',
    title: 'Issue #42 assigned to you',
    description: 'Refund request from a customer',
    action: { label: 'Open the issue', href: '/issues/42' },
  },
  play: async () => {
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByRole('link', { name: 'Open the issue' })).toHaveAttribute('href', '/issues/42');
  },
};

const switchNow = fn();

// A working-hours notice offers to switch to the scheduled status at once; pressing it closes the toast.
export const WithAButtonThatActsAndCloses: Story = {
  args: {
    tone: 'info',
    title: 'Status change',
    description: 'Your schedule says “Break” now',
    action: { label: 'Switch to “Break”', onPress: switchNow },
  },
  play: async () => {
    switchNow.mockClear();
    const toast = await screen.findByRole('alertdialog', { name: /Status change/ });
    await userEvent.click(within(toast).getByRole('button', { name: 'Switch to “Break”' }));
    await expect(switchNow).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const ClosesWhenTheCloseButtonIsPressed: Story = {
  play: async () => {
    const toast = await screen.findByRole('alertdialog');
    await userEvent.click(within(toast).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const AppearsWhenAddedToTheQueue: Story = {
  args: { showAtOnce: false, tone: 'info', title: 'Status change' },
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByRole('alertdialog', { name: /Status change/ })).toBeInTheDocument();
  },
};

export const WrapsAVeryLongWord: Story = { args: { title: LONG_WORD, description: LONG_WORD } };

// A repeat of a visible toast ("Saved" after each change) collapses into it with a count instead of stacking copies.
export const RepeatsCollapseIntoOne: Story = {
  tags: ['shot'],
  args: { showAtOnce: false, tone: 'success', title: 'Сохранено' },
  play: async ({ canvasElement }) => {
    const show = within(canvasElement).getByRole('button', { name: 'Show toast' });
    for (let i = 0; i < 3; i += 1) await userEvent.click(show);
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(1));
    await expect(screen.getByRole('alertdialog')).toHaveAccessibleName(/Сохранено.*×3/u);
  },
};

// Toasts sit in the bottom-left corner, clear of an item's header (top) and its pinned composer (bottom right).
export const SitsInTheBottomLeftCorner: Story = {
  args: { tone: 'success', title: 'Сохранено' },
  play: async () => {
    const toast = (await screen.findByRole('alertdialog')).getBoundingClientRect();
    await expect(toast.left).toBeLessThan(window.innerWidth / 2);
    await expect(toast.right).toBeLessThanOrEqual(Math.max(400, window.innerWidth / 2));
    await expect(window.innerHeight - toast.bottom).toBeLessThan(48);
  },
};
