import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Screens/Errors/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen', route: '/no/such/page' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

// spec §2.1: the texts verbatim in both locales.
const TEXTS = {
  ru: { title: 'Страница не найдена', link: 'На главную страницу' },
  en: { title: 'Page not found', link: 'To dashboard page' },
} as const;

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const texts = TEXTS[globals['locale'] === 'en' ? 'en' : 'ru'];
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(texts.title);
    await expect(canvas.getByRole('link', { name: texts.link })).toHaveAttribute('href', '/');
  },
};

export const LeadsToTheDashboardPage: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('link'));
    const history = (loaded['location'] as { history: string[] }).history;
    await waitFor(() => expect(history.at(-1)).toBe('/'));
  },
};
