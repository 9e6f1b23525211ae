import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { dateTimeField, fieldText, retype } from '../storySupport/dateTimeFields.ts';
import { TimeField, type TimeFieldProps } from './TimeField.tsx';

// Controlled as the forms hold it: "HH:MM" in, "HH:MM" out.
function Holder(props: Omit<TimeFieldProps, 'value'> & { initial: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <TimeField
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
  title: 'Components/TimeField',
  component: Holder,
  args: { label: 'Start', initial: '09:00', onChange: fn() },
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

// The interface's language decides, not the browser's: 24-hour in Russian.
export const InRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement, args }) => {
    const field = dateTimeField(canvasElement, 'Start');
    await expect(fieldText(field)).toBe('09:00');
    await retype(field, '17:30');
    await expect(fieldText(field)).toBe('17:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('17:30');
  },
};

// English writes 9:00 AM; what is sent stays "HH:MM".
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const field = dateTimeField(canvasElement, 'Start');
    await expect(fieldText(field)).toBe('9:00 AM');
    await retype(field, '5:30 pm');
    await expect(fieldText(field)).toBe('5:30 PM');
    await expect(args.onChange).toHaveBeenLastCalledWith('17:30');
  },
};

// What does not read as a time stays as typed, with a message, and the field holds no time: '25:99' read as 02:00 after
// its first keystroke, and a form would have saved that.
export const KeepsWhatIsNoTimeAndSaysSo: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement, args }) => {
    const field = dateTimeField(canvasElement, 'Start');
    await retype(field, '25:99');
    await expect(fieldText(field)).toBe('25:99');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Это не время: напишите его так: 09:00')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    // Typing a time again clears the message.
    await retype(field, '10:15');
    await expect(fieldText(field)).toBe('10:15');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:15');
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'The shift must end after it starts' } };

export const Disabled: Story = { args: { isDisabled: true } };
