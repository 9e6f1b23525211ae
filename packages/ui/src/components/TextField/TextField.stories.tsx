import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../storySupport/narrow.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['shot'] };

export const WithDescription: Story = { tags: ['shot'], args: { description: 'The address you signed up with.' } };

export const Filled: Story = { tags: ['shot'], args: { defaultValue: 'reader@demo.local' } };

export const Disabled: Story = {
  tags: ['shot'],
  args: { isDisabled: true, defaultValue: 'reader@demo.local' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const InvalidWithMessage: Story = {
  tags: ['shot'],
  args: { defaultValue: 'reader@', errorMessage: 'Please specify a valid email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please specify a valid email');
  },
};

export const ReportsWhatIsTyped: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Email' }), 'a@b.c');
    await expect(args.onChange).toHaveBeenLastCalledWith('a@b.c');
  },
};

export const WrapsAVeryLongWordAt320px: Story = {
  args: { label: LONG_WORD, description: LONG_WORD, errorMessage: LONG_WORD, defaultValue: LONG_WORD },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
