import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../storySupport/narrow.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'demo-pass-1' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['shot'] };

export const Empty: Story = { tags: ['shot'], args: { defaultValue: '' } };

export const Disabled: Story = {
  tags: ['shot'],
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password', { selector: 'input' })).toBeDisabled();
  },
};

export const InvalidWithMessage: Story = {
  tags: ['shot'],
  args: { defaultValue: 'short', errorMessage: 'Use 8 characters or more for your password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use 8 characters or more for your password');
  },
};

export const ShowsAndHidesThePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const toggle = canvas.getByRole('button', { pressed: false });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WrapsAVeryLongWordAt320px: Story = {
  args: { label: LONG_WORD, errorMessage: LONG_WORD, defaultValue: LONG_WORD },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
