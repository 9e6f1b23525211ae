import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOSTILE_NAMES } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { AuthorName } from './AuthorName.tsx';

// A name from the network inside a sentence (quality.md "Security"): isolated from the text around it, its direction
// overrides and zero-width characters shown as codes.
const meta = {
  title: 'Screens/Inbox/AuthorName',
  component: AuthorName,
  args: { name: 'Ольга Смирнова' },
  decorators: [
    (Story) => (
      <p style={{ padding: 16, maxWidth: 480 }}>
        <Story /> · 12:40
      </p>
    ),
  ],
} satisfies Meta<typeof AuthorName>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameOf = (canvasElement: HTMLElement) => canvasElement.querySelector('bdi')!;

export const Ordinary: Story = {
  play: async ({ canvasElement }) => {
    await expect(nameOf(canvasElement)).toHaveTextContent('Ольга Смирнова');
    await expect(nameOf(canvasElement)).not.toHaveAttribute('title');
  },
};

export const Spoofed: Story = {
  args: { name: HOSTILE_NAMES[0]! },
  play: async ({ canvasElement, globals }) => {
    await expect(nameOf(canvasElement)).toHaveTextContent('⟦U+202E⟧nimdA⟦U+202C⟧ Support');
    await expect(nameOf(canvasElement)).toHaveAttribute('title', storyT(globals)('item:author.hiddenCharacters'));
    await expect(within(canvasElement).getByText(/· 12:40/)).toBeInTheDocument();
  },
};

export const ZeroWidth: Story = {
  args: { name: HOSTILE_NAMES[1]! },
  play: async ({ canvasElement }) => {
    await expect(nameOf(canvasElement)).toHaveTextContent('Ann⟦U+200B⟧a⟦U+200D⟧ Zero');
  },
};
