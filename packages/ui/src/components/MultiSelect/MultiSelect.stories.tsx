import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect.tsx';

const OPTIONS = [
  { id: 'vk', label: 'VK' },
  { id: 'telegram', label: 'Telegram' },
  { id: 'whatsapp', label: 'WhatsApp' },
];

function Demo({ isDisabled, initial = [] }: { isDisabled?: boolean; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <div style={{ maxWidth: 320 }}>
      <MultiSelect
        label="Соцсети"
        description="Если ничего не выбрано — все."
        options={OPTIONS}
        value={value}
        onChange={setValue}
        placeholder="Все"
        summary={(count) => `Выбрано: ${count}`}
        isDisabled={isDisabled}
      />
      <output>{value.join(',')}</output>
    </div>
  );
}

const meta = { title: 'Components/MultiSelect', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['shot'] };
export const OneChosen: Story = { tags: ['shot'], args: { initial: ['telegram'] } };
export const SeveralChosen: Story = { tags: ['shot'], args: { initial: ['vk', 'whatsapp'] } };
export const Disabled: Story = { tags: ['shot'], args: { isDisabled: true } };

export const TogglesSeveralOptionsAndClosesWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Соцсети$/ });
    await expect(trigger).toHaveTextContent('Все');
    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'WhatsApp' }));
    await userEvent.click(within(list).getByRole('option', { name: 'VK' }));
    await expect(within(list).getByRole('option', { name: 'VK' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Выбрано: 2');
    // in the options' order, whatever the order of the clicks
    await expect(canvas.getByRole('status')).toHaveTextContent('vk,whatsapp');
  },
};
