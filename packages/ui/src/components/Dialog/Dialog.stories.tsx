import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

function Demo({ role, withClose }: { role?: 'dialog' | 'alertdialog'; withClose?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Dialog
        title="Подтвердите действие"
        isOpen={open}
        onClose={() => setOpen(false)}
        role={role}
        closeLabel={withClose ? 'Закрыть' : undefined}
      >
        <p style={{ margin: 0 }}>Текст диалога, который может быть длинным и переноситься на несколько строк на узком экране.</p>
        <div>
          <Button onPress={() => setOpen(false)}>OK</Button>
        </div>
      </Dialog>
    </>
  );
}

const meta = { title: 'Components/Dialog', component: Demo, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  tags: ['shot'],
  args: { withClose: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Подтвердите действие' })).toBeInTheDocument();
  },
};

export const AlertDialog: Story = {
  tags: ['shot'],
  args: { role: 'alertdialog' },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};

export const ClosesWithEscape: Story = {
  args: { withClose: true },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
