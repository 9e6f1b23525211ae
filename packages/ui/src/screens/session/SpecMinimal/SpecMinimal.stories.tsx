import type { Meta, StoryObj } from '@storybook/react-vite';
import { ws } from 'msw';
import { expect, within } from 'storybook/test';
import { storyShell } from '../../../storySupport/shell.ts';
import { StatsHomeScreen } from '../../stats/StatsHome/StatsHomeScreen.tsx';
import { SignedInFrame } from '../SignedInFrame/SignedInFrame.tsx';

const SOCKET_URL = 'ws://storybook.test/v1/socket';
const live = ws.link(SOCKET_URL);
// The socket of docs/socket.md: the auth message is answered with ready.
const socketServer = live.addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    if (typeof event.data === 'string' && event.data.includes('"auth"')) client.send(JSON.stringify({ method: 'ready' }));
  });
});

// docs/answers.md "The spec-minimal scenario": the recorded answers stripped to the fields of spec §3 (no role, no
// otp_enabled, no time zones, companies without space or name, no loaded time); the signed-in pages still work.
const meta = {
  title: 'Screens/Session/SpecMinimal',
  component: SignedInFrame,
  args: { socketUrl: SOCKET_URL, shell: storyShell(), children: <StatsHomeScreen /> },
  parameters: { layout: 'fullscreen', route: '/', session: 'signedIn', recorded: true, specMinimal: true },
  beforeEach: ({ msw }) => void msw.use(socketServer),
} satisfies Meta<typeof SignedInFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

// The shell and the statistics home of the administrator, from answers that carry only the spec's fields.
export const ShellAndStatisticsHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Anna Admin/ })).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: /Ждут внимания|Waiting for attention/ })).toBeInTheDocument();
  },
};
