import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Issue } from '@console/api/contract';
import { RECORDINGS, scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { IssueDeskControl } from './IssueDeskControl.tsx';

// The issue the hdeOn recording made and sent (apps/server/src/recording/scripts/hde.ts).
const ISSUE = RECORDINGS.hdeOn.steps.find((step) => step.method === 'POST' && step.path === '/v1/issues')!.answer as Issue;
const OPERATOR = { email: 'operator@demo.local' };
const READER = { email: 'reader@demo.local' };

// The issue page's HelpDeskEddy part against the recorded server (docs/hde.md): the desk of the issue's space is
// connected and the issue not sent yet, as the recording's first reads answer.
const meta = {
  title: 'Screens/Hde/IssueDeskControl',
  component: IssueDeskControl,
  args: { issue: ISSUE },
  parameters: { layout: 'padded', session: OPERATOR, recorded: ['hdeOn'] },
} satisfies Meta<typeof IssueDeskControl>;

export default meta;
type Story = StoryObj<typeof meta>;

// The desk connected, the issue not sent: an operator is offered the send.
export const NotSent: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const send = await within(canvasElement).findByRole('button', { name: t('issues:hde.send') }, { timeout: 5000 });
    await expect(send).toBeEnabled();
  },
};

// An operator sends the issue: the ticket's link (a new tab) and its status take the button's place.
export const SendsTheIssue: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: t('issues:hde.send') }, { timeout: 5000 });
    await userEvent.click(send);
    const link = await canvas.findByRole('link', { name: t('issues:hde.ticket', { number: '1' }) }, { timeout: 5000 });
    await expect(link).toHaveAttribute('href', 'https://zerno.helpdeskeddy.com/ticket/1');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(t('issues:hde.ticketStatus.open'))).toBeInTheDocument();
  },
};

export const ShowsWhySendingFailed: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.issueDesk.sendFailed),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('issues:hde.send') }, { timeout: 5000 }));
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement(), { timeout: 5000 });
  },
};

// A reader does not process issues: nothing to send (the server refuses too, 403, recorded).
export const ReaderHasNothingToSend: Story = {
  parameters: { session: READER },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(canvasElement).queryByRole('button', { name: t('issues:hde.send') })).toBeNull();
  },
};
