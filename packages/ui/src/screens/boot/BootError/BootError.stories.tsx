import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LONG_WORD } from '../../../components/storySupport/narrow.tsx';
import { BootError } from './BootError.tsx';

// The boot error page; the console shows it when config.json is missing or fails its schema.
const meta = {
  title: 'Screens/Boot/BootError',
  component: BootError,
  args: { reason: 'missing', issues: [] },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BootError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Missing: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Malformed: Story = {
  tags: ['shot'],
  args: {
    reason: 'malformed',
    issues: [
      'apiHosts: Too small: expected array to have >=1 items',
      'clientId: Invalid input: expected string, received undefined',
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('apiHosts: Too small');
  },
};

// Issues quote the file's content: markup in them stays text.
export const ShowsIssuesAsText: Story = {
  args: { reason: 'malformed', issues: ['productName: <img src=x onerror=alert(1)> is not a string', LONG_WORD] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
  },
};
