import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { IssueDeskTicket } from '@console/api/contract';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { IssueDeskView } from './IssueDeskView.tsx';

// The states the recording cannot reach (docs/mocks.md: the recorder's clock does not move): a ticket in process and
// one closed on the desk, as the hde.sync job leaves them; and no desk connected (nothing shows).
const TICKET: IssueDeskTicket = {
  id: '1',
  number: '1',
  url: 'https://zerno.helpdeskeddy.com/ticket/1',
  status: 'open',
  sent_at: 1795338060,
  synced_at: 1795338060,
};

const meta = {
  title: 'Screens/Hde/IssueDeskView',
  component: IssueDeskView,
  args: { desk: { connected: true, ticket: null }, canSend: true, sending: false, error: null, onSend: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IssueDeskView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProcess: Story = {
  tags: ['shot'],
  args: { desk: { connected: true, ticket: { ...TICKET, status: 'process', synced_at: TICKET.synced_at + 1800 } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(within(canvasElement).getByText(t('issues:hde.ticketStatus.process'))).toBeInTheDocument();
  },
};

export const Closed: Story = {
  tags: ['shot'],
  args: { desk: { connected: false, ticket: { ...TICKET, status: 'closed', synced_at: TICKET.synced_at + 7200 } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(within(canvasElement).getByText(t('issues:hde.ticketStatus.closed'))).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('link', { name: t('issues:hde.ticket', { number: '1' }) })).toBeInTheDocument();
  },
};

export const Sending: Story = {
  args: { sending: true },
};

export const NotConnected: Story = {
  args: { desk: { connected: false, ticket: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
