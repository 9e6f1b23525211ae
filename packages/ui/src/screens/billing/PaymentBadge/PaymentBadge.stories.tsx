import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../../../components/storySupport/narrow.tsx';
import { PaymentBadge } from './PaymentBadge.tsx';

const meta = {
  title: 'Components/PaymentBadge',
  component: PaymentBadge,
  args: { colour: 'white', children: '30 days left' },
} satisfies Meta<typeof PaymentBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

// spec §4: red when expired, with 'Need Payment' / 'Блокировка'.
export const Red: Story = { tags: ['shot'], args: { colour: 'red', children: 'Блокировка' } };
// spec §4: yellow at 3 days or fewer.
export const Yellow: Story = { tags: ['shot'], args: { colour: 'yellow', children: 'Осталось 2 дня' } };
// spec §4: blue for 4 to 7 days, or a trial with more than 7 days left.
export const Blue: Story = { tags: ['shot'], args: { colour: 'blue', children: 'Осталось 6 дней' } };
export const White: Story = { tags: ['shot'], args: { colour: 'white', children: 'Осталось 30 дней' } };

export const AllColoursSideBySide: Story = {
  tags: ['shot'],
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <PaymentBadge colour="red">Need Payment</PaymentBadge>
      <PaymentBadge colour="yellow">2 days left</PaymentBadge>
      <PaymentBadge colour="blue">6 days left</PaymentBadge>
      <PaymentBadge colour="white">30 days left</PaymentBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const colours = [...canvasElement.querySelectorAll('[data-colour]')].map((el) => el.getAttribute('data-colour'));
    await expect(colours).toEqual(['red', 'yellow', 'blue', 'white']);
    await expect(within(canvasElement).getByText('Need Payment')).toBeVisible();
  },
};

export const WrapsAVeryLongLabelAt320px: Story = {
  args: { colour: 'yellow', children: LONG_WORD },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
