import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';

const OPTIONS = [
  { id: 'never', label: 'Никогда' },
  { id: 'instant', label: 'Сразу' },
  { id: 'daily', label: 'Раз в день' },
];

function Demo({ isDisabled, description }: { isDisabled?: boolean; description?: string }) {
  const [value, setValue] = useState('instant');
  return (
    <div style={{ maxWidth: 320 }}>
      <Select
        label="Частота"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        isDisabled={isDisabled}
        description={description}
      />
      <p>{value}</p>
    </div>
  );
}

const meta = { title: 'Components/Select', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['shot'] };
export const WithDescription: Story = { tags: ['shot'], args: { description: 'Письма уходят не чаще раза в 5 минут.' } };
export const Disabled: Story = { tags: ['shot'], args: { isDisabled: true } };

export const ChoosesAnOption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Частота' }), 'daily');
    await expect(canvas.getByText('daily')).toBeInTheDocument();
  },
};
