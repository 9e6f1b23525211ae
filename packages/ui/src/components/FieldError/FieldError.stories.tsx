import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, Label, TextField } from 'react-aria-components/TextField';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../storySupport/narrow.tsx';
import { FieldError } from './FieldError.tsx';

// RAC shows a FieldError only inside an invalid field, so each story renders one around it.
function InvalidField({ message, isInvalid = true }: { message: string; isInvalid?: boolean }) {
  return (
    <TextField isInvalid={isInvalid} defaultValue="reader@" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Label>Email</Label>
      <Input />
      <FieldError>{message}</FieldError>
    </TextField>
  );
}

const meta = {
  title: 'Components/FieldError',
  component: InvalidField,
  args: { message: 'Please specify a valid email' },
} satisfies Meta<typeof InvalidField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['shot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('Please specify a valid email');
  },
};

export const HiddenWhileValid: Story = {
  tags: ['shot'],
  args: { isInvalid: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Please specify a valid email')).toBeNull();
  },
};

export const WrapsAVeryLongWordAt320px: Story = {
  args: { message: LONG_WORD },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
