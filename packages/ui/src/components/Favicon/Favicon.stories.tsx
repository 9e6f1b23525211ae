import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FaviconProvider } from '../FaviconContext/index.ts';
import { Favicon } from './Favicon.tsx';

// spec §7 favicon service: the image from config.json's template, or the neutral globe (no template, no domain, or the
// image fails).
const withTemplate = (template: string | null) => (Story: () => React.ReactNode) => (
  <FaviconProvider value={template}>
    <Story />
  </FaviconProvider>
);

const meta = { title: 'Components/Favicon', component: Favicon, args: { domain: 'zerno.coffee', size: 32 } } satisfies Meta<
  typeof Favicon
>;
export default meta;
type Story = StoryObj<typeof meta>;

// None configured (the default): no request for the domain leaves the console.
export const Absent: Story = {
  tags: ['shot'],
  decorators: [withTemplate(null)],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
  },
};

// A template: the domain goes into it, encoded.
export const Present: Story = {
  decorators: [withTemplate('https://icons.example/{domain}.ico')],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', 'https://icons.example/zerno.coffee.ico');
  },
};

// The service answers no image: the neutral icon instead.
export const ImageFails: Story = {
  decorators: [withTemplate('/no-such-favicon-service/{domain}.png')],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull(), { timeout: 5000 });
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
  },
};

// A template that is not http(s) or a path of this host is not used (a javascript: or data: one).
export const UnsafeTemplateIgnored: Story = {
  decorators: [withTemplate('javascript:alert({domain})')],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
