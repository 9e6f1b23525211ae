import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoHorizontalOverflow, narrow } from '../../../components/storySupport/narrow.tsx';
import { PeriodPicker, type PeriodOption } from './PeriodPicker.tsx';

const OPTIONS: PeriodOption[] = [
  { days: 30, label: '30 дней' },
  { days: 180, label: '180 дней', note: 'выгоднее на 10 %' },
  { days: 365, label: '365 дней', note: 'выгоднее на 21 %' },
];

const meta = {
  title: 'Components/PeriodPicker',
  component: PeriodPicker,
  args: { label: 'Период оплаты', options: OPTIONS, value: 30, onChange: fn() },
} satisfies Meta<typeof PeriodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['shot'] };

export const Disabled: Story = { tags: ['shot'], args: { isDisabled: true, value: 180 } };

export const ChoosesAPeriod: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PeriodPicker
        {...args}
        value={value}
        onChange={(days) => {
          setValue(days);
          args.onChange(days);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /365/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(365);
    await expect(canvas.getByRole('radio', { name: /365/ })).toBeChecked();
  },
};

export const FitsIn320px: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
