import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NetworkIcon } from './NetworkIcon.tsx';
import { NETWORK_BADGES } from './networks.ts';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'en' ? 'en' : 'ru');

const meta = { tags: ['shot'], title: 'Components/NetworkIcon', component: NetworkIcon, args: { provider: 'vk' } } satisfies Meta<
  typeof NetworkIcon
>;

export default meta;
type Story = StoryObj<typeof meta>;

// Named for assistive technology in the interface language.
export const Vk: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(localeOf(globals) === 'en' ? 'VK' : 'ВКонтакте');
  },
};

export const UnknownNetwork: Story = {
  args: { provider: 'myspace' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      localeOf(globals) === 'en' ? 'Other network' : 'Другая сеть',
    );
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const EveryNetwork: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {Object.keys(NETWORK_BADGES).map((provider) => (
        <NetworkIcon key={provider} provider={provider} size={32} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = within(canvasElement).getAllByRole('img');
    await expect(icons).toHaveLength(Object.keys(NETWORK_BADGES).length);
    // Every network has its own name (no fallback to 'Other network').
    await expect(new Set(icons.map((icon) => icon.getAttribute('aria-label'))).size).toBe(icons.length);
  },
};
