import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { dateTimeField, fieldText, retype } from '../storySupport/dateTimeFields.ts';
import { DateField, type DateFieldProps } from './DateField.tsx';

// Controlled as the forms hold it: "YYYY-MM-DD" in, "YYYY-MM-DD" out.
function Holder(props: Omit<DateFieldProps, 'value'> & { initial: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <DateField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/DateField',
  component: Holder,
  args: { label: 'Date', initial: '2026-12-31', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Holder>;

export default meta;
type Story = StoryObj<typeof meta>;

// The interface's language decides the order, not the browser's: day first in Russian, read back in that order.
export const InRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement, args }) => {
    const field = dateTimeField(canvasElement, 'Date');
    await expect(fieldText(field)).toBe('31.12.2026');
    await retype(field, '5.1.2027');
    await expect(fieldText(field)).toBe('05.01.2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-05');
  },
};

// English puts the month first; what is sent stays "YYYY-MM-DD".
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const field = dateTimeField(canvasElement, 'Date');
    await expect(fieldText(field)).toBe('12/31/2026');
    await retype(field, '1/5/2027');
    await expect(fieldText(field)).toBe('01/05/2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-05');
  },
};

// What does not read as a day stays as typed, with a message, and the field holds no day.
export const KeepsWhatIsNoDayAndSaysSo: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement, args }) => {
    const field = dateTimeField(canvasElement, 'Date');
    await retype(field, '31.02.2026');
    await expect(fieldText(field)).toBe('31.02.2026');
    await expect(within(canvasElement).getByText('Это не дата: напишите её так: 31.12.2026')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const Empty: Story = { args: { initial: '' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a date' } };
