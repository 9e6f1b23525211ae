import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LONG_WORD } from '../../../components/storySupport/narrow.tsx';
import { BillingMenu, type BillingMenuSpace } from './BillingMenu.tsx';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const space = (id: number, name: string, days: number, extra: Partial<BillingMenuSpace> = {}): BillingMenuSpace => ({
  id,
  name,
  colour: days < 0 ? 'red' : days <= 3 ? 'yellow' : days <= 7 ? 'blue' : 'white',
  expired: days < 0,
  trial: false,
  daysLeft: days,
  deletionAt: NOW + (days + 7) * DAY_MS,
  ...extra,
});

const paid = space(1, 'Demo workspace', 29);
const soon = space(2, 'Expires soon', 2);
const week = space(3, 'Marketing', 6);
const trial = space(4, 'Trial workspace', 12, { trial: true, colour: 'blue', deletionAt: NOW + 15 * DAY_MS });
const expiredTrial = space(5, 'Expired trial', -1, { trial: true, deletionAt: NOW + 2 * DAY_MS });
const hrefFor = (id: number) => `/settings/billing?space_id=${id}`;

const TEXT = {
  ru: { trigger: 'Оплата', needPayment: 'Блокировка', deletion: 'Будет удалено 24 ноября 2026 г.', trial: 'Пробный период' },
  en: {
    trigger: 'Billing',
    needPayment: 'Need Payment',
    deletion: 'Will be deleted on November 24, 2026',
    trial: 'Trial period',
  },
} as const;
const textOf = (globals: Record<string, unknown>) => TEXT[globals['locale'] === 'en' ? 'en' : 'ru'];

// The top bar's billing dropdown as a view (the data wrapper is screens/session/BillingMenu).
const meta = {
  title: 'Components/BillingMenu',
  component: BillingMenu,
  args: { spaces: [paid], urgentId: paid.id, hrefFor },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BillingMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  return within(document.body);
};

export const White: Story = { tags: ['shot'] };
export const Blue: Story = { tags: ['shot'], args: { spaces: [week], urgentId: week.id } };
export const Yellow: Story = { tags: ['shot'], args: { spaces: [soon], urgentId: soon.id } };
export const Red: Story = {
  tags: ['shot'],
  args: { spaces: [expiredTrial], urgentId: expiredTrial.id },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(textOf(globals).needPayment);
  },
};

export const Trial: Story = {
  tags: ['shot'],
  args: { spaces: [trial], urgentId: trial.id },
  play: async ({ canvasElement, globals }) => {
    const body = await open(canvasElement);
    await expect(await body.findByRole('menuitem', { name: /Trial workspace/ })).toHaveTextContent(textOf(globals).trial);
  },
};

export const ExpiredShowsTheDeletionNotice: Story = {
  args: { spaces: [expiredTrial, paid], urgentId: expiredTrial.id },
  play: async ({ canvasElement, globals }) => {
    const body = await open(canvasElement);
    const item = await body.findByRole('menuitem', { name: /Expired trial/ });
    await expect(item).toHaveTextContent(textOf(globals).needPayment);
    await expect(item).toHaveTextContent(textOf(globals).deletion);
  },
};

export const SeveralSpacesLinkToTheirBilling: Story = {
  tags: ['shot'],
  args: { spaces: [soon, paid, week, trial], urgentId: soon.id },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger.getAttribute('data-colour')).toBe('yellow');
    const body = await open(canvasElement);
    const items = await body.findAllByRole('menuitem');
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([2, 1, 3, 4].map(hrefFor));
    // Keyboard: the menu takes focus, arrows move, Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithoutTheSettingsRoleTheListIsPlainText: Story = {
  args: { spaces: [soon, paid], urgentId: soon.id, hrefFor: undefined },
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).queryAllByRole('link')).toEqual([]);
    await expect(within(dialog).getByText('Expires soon')).toBeVisible();
  },
};

export const At320px: Story = {
  tags: ['shot'],
  args: { spaces: [{ ...expiredTrial, name: LONG_WORD }, paid], urgentId: expiredTrial.id },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    const menu = await body.findByRole('menu');
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};
