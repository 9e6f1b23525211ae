import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../../../components/storySupport/narrow.tsx';
import { PlanPicker, type PlanOption } from './PlanPicker.tsx';

const PLANS: PlanOption[] = [
  { id: 1, name: 'Start', price: '2 990 ₽ за 30 дней', accountsLimit: 3, usersLimit: 5, current: false, disabledReason: null },
  {
    id: 2,
    name: 'Standard',
    price: '6 990 ₽ за 30 дней',
    accountsLimit: 10,
    usersLimit: 15,
    current: false,
    disabledReason: null,
  },
  {
    id: 3,
    name: 'Premium',
    price: '14 990 ₽ за 30 дней',
    accountsLimit: 30,
    usersLimit: 50,
    current: true,
    disabledReason: null,
  },
];

const meta = {
  title: 'Components/PlanPicker',
  component: PlanPicker,
  args: { label: 'Тариф', plans: PLANS, value: 3, onChange: fn() },
} satisfies Meta<typeof PlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['shot'] };

export const ATooSmallPlanCannotBeChosen: Story = {
  args: {
    plans: PLANS.map((plan) =>
      plan.id === 1 ? { ...plan, disabledReason: 'Не подходит: в пространстве пользователей 6, а тариф допускает 5' } : plan,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Start/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Premium/ })).toBeChecked();
  },
};

export const ChoosesAPlanWithTheKeyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(args.value);
    return (
      <PlanPicker
        {...args}
        value={value}
        onChange={(id) => {
          setValue(id);
          args.onChange(id);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Standard/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('radio', { name: /Start/ })).toBeChecked();
  },
};

export const WrapsLongNamesAt320px: Story = {
  args: { plans: PLANS.map((plan) => ({ ...plan, name: LONG_WORD })) },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
