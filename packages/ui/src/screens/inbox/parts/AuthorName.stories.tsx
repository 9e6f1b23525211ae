import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HOSTILE_NAMES } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { AuthorName } from './AuthorName.tsx';

// A name from the network inside a sentence (quality.md "Security"): isolated from the text around it, its direction
// overrides and zero-width characters dropped from the shown name and named by a marker after it.
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

const markOf = (canvasElement: HTMLElement, globals: Record<string, unknown>, codes: string) =>
  within(canvasElement).getByRole('img', { name: storyT(globals)('item:author.hiddenCharacters', { codes }) });

// '\u202EnimdA\u202C Support' passes for 'Admin'; without the override it reads in its real order, and the marker says why.
export const Spoofed: Story = {
  tags: ['shot'],
  args: { name: HOSTILE_NAMES[0]! },
  play: async ({ canvasElement, globals }) => {
    await expect(nameOf(canvasElement).textContent).toBe('nimdA Support');
    await expect(markOf(canvasElement, globals, 'U+202E, U+202C')).toHaveAttribute('title');
    await expect(within(canvasElement).getByText(/· 12:40/)).toBeInTheDocument();
  },
};

export const ZeroWidth: Story = {
  args: { name: HOSTILE_NAMES[1]! },
  play: async ({ canvasElement, globals }) => {
    // Not 'Anna Zero' alone: the marker stands beside it.
    await expect(nameOf(canvasElement).textContent).toBe('Anna Zero');
    await expect(markOf(canvasElement, globals, 'U+200B, U+200D')).toBeInTheDocument();
  },
};

// A name longer than its room, cut in a row: the full name in the title.
export const LongTruncated: Story = {
  args: { name: 'Константин Константинопольский-Переславский из Великого Новгорода', truncate: true },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', width: 220 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const name = nameOf(canvasElement);
    await expect(name).toHaveAttribute('title', 'Константин Константинопольский-Переславский из Великого Новгорода');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

// Keyboard focus on the row around a cut name shows it whole over the row, and nothing in the row moves.
export const LongTruncatedOnKeyboardFocus: Story = {
  tags: ['shot'],
  args: { name: 'Константин Константинопольский-Переславский из Великого Новгорода', truncate: true },
  decorators: [
    (Story) => (
      <div role="group" tabIndex={0} aria-label="Строка списка" style={{ display: 'flex', width: 220, padding: 8 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const name = nameOf(canvasElement);
    const box = name.parentElement!;
    const before = JSON.stringify(box.getBoundingClientRect());
    await expect(getComputedStyle(box, '::after').content).toBe('none');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('group')).toHaveFocus();
    const whole = getComputedStyle(box, '::after');
    await expect(whole.content).toContain('Константин Константинопольский-Переславский из Великого Новгорода');
    await expect(whole.position).toBe('absolute');
    await expect(JSON.stringify(box.getBoundingClientRect())).toBe(before);
  },
};
