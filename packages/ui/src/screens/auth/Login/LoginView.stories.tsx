import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOCK_TEXTS } from '@console/api/mocks';
import { LONG_WORD } from '../../../components/storySupport/narrow.tsx';
import { localeOf } from '../../../storySupport/location.ts';
import { TEXTS } from './loginStorySupport.ts';
import { LoginView } from './LoginView.tsx';

const empty = { email: '', password: '', code: '' };
const filled = { email: 'otp@demo.local', password: 'demo-pass-1', code: '' };

// The props-only view in every state it can show; the screen's stories reach them through MSW.
const meta = {
  title: 'Screens/Auth/LoginView',
  component: LoginView,
  args: {
    mode: 'credentials',
    values: empty,
    fieldErrors: {},
    pending: false,
    serverError: null,
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { tags: ['shot-variants'] };

export const Filled: Story = { tags: ['shot'], args: { values: filled } };

export const EmptyFieldsInvalid: Story = {
  tags: ['shot'],
  args: { fieldErrors: { email: 'required', password: 'required' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelector('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const MalformedEmailAndShortPassword: Story = {
  tags: ['shot'],
  args: {
    values: { email: 'reader@demo', password: 'short', code: '' },
    fieldErrors: { email: 'invalid', password: 'tooShort' },
  },
};

export const Pending: Story = {
  tags: ['shot'],
  args: { values: filled, pending: true },
  play: async ({ canvasElement, args }) => {
    const submit = within(canvasElement).getByRole('button', { busy: true });
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { tags: ['shot'], args: { values: filled, serverError: MOCK_TEXTS.ru.wrongPassword } };

// spec §4, §8: after a failed refresh the user arrives here with 'Session expired' above the form.
export const SessionExpired: Story = {
  tags: ['shot-variants'],
  args: { notice: 'sessionExpired' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXTS[localeOf(globals)].sessionExpired);
    // Above the form, below the title.
    const form = canvasElement.querySelector('form');
    await expect(form).not.toBeNull();
    await expect(canvas.getByRole('status').compareDocumentPosition(form!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const CodeEntry: Story = {
  tags: ['shot'],
  args: { mode: 'code', values: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox');
    await expect(code).toHaveAttribute('maxlength', '7');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveFocus();
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const CodeEntryInvalid: Story = {
  tags: ['shot'],
  args: { mode: 'code', values: filled, fieldErrors: { code: 'required' } },
};

export const CodeEntryPending: Story = {
  tags: ['shot'],
  args: { mode: 'code', values: { ...filled, code: '123456' }, pending: true },
};

export const CodeEntryServerError: Story = {
  tags: ['shot'],
  args: { mode: 'code', values: { ...filled, code: '000000' }, serverError: MOCK_TEXTS.ru.invalidCode },
};

export const SubmitsOnEnter: Story = {
  args: { values: filled },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const WrapsAVeryLongServerTextAt320px: Story = {
  args: { values: { email: LONG_WORD, password: LONG_WORD, code: '' }, serverError: LONG_WORD },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(320);
  },
};
