import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageErrorView } from './PageError.tsx';

const TEXTS = {
  ru: { title: 'Не удалось открыть страницу', reload: 'Обновить страницу' },
  en: { title: 'The page could not be opened', reload: 'Reload the page' },
} as const;

// The page of the console's error boundary: a chunk that fails again right after the one automatic reload.
const meta = {
  title: 'Screens/Errors/PageError',
  component: PageErrorView,
  args: { onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[globals['locale'] === 'en' ? 'en' : 'ru'];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(texts.title);
    await expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: texts.reload })).toBeInTheDocument();
  },
};

export const ReloadsWhenAsked: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const texts = TEXTS[globals['locale'] === 'en' ? 'en' : 'ru'];
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.reload }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
