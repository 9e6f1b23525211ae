import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { storyShell } from '../../../storySupport/shell.ts';
import { StatsHomeScreen } from '../../stats/StatsHome/StatsHomeScreen.tsx';
import { SignedInFrame } from '../SignedInFrame/SignedInFrame.tsx';
import {
  configAnswer,
  newSocketRecord,
  recordStatusPuts,
  socketServer,
  SOCKET_URL,
  STATUS_TEXTS,
} from '../statusStorySupport.tsx';

const OFFLINE = { email: 'offline@demo.local' };
const socket = newSocketRecord();
const puts: unknown[] = [];

// spec §2.5, §4: the frame (here with the statistics home) mounts the dialog; offline@demo.local's status is
// 'Не в сети', so the dialog blocks the page on arrival.
const meta = {
  title: 'Screens/Session/ForcedStatusDialog',
  component: SignedInFrame,
  args: { socketUrl: SOCKET_URL, shell: storyShell(), children: <StatsHomeScreen /> },
  parameters: { layout: 'fullscreen', route: '/', session: OFFLINE },
  beforeEach: ({ msw }) => void msw.use(socketServer(socket), recordStatusPuts(puts)),
} satisfies Meta<typeof SignedInFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog comes after the config and its own lazily loaded chunk (ForcedStatusDialog): slow on a cold, busy dev server.
const dialogOf = (globals: Record<string, unknown>) =>
  screen.findByRole('alertdialog', { name: STATUS_TEXTS[localeOf(globals)].forcedTitle }, { timeout: 5000 });

const choose = async (globals: Record<string, unknown>, name: string) => {
  const dialog = await dialogOf(globals);
  await userEvent.click(within(dialog).getByRole('radio', { name }));
  await userEvent.click(within(dialog).getByRole('button', { name: STATUS_TEXTS[localeOf(globals)].save }));
  return dialog;
};

// The working statuses are offered, not the offline one; nothing under the dialog can be reached.
export const Open: Story = {
  tags: ['shot-variants'],
  play: async ({ globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    const dialog = await dialogOf(globals);
    await expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([texts.online, texts.pause, texts.busy]);
    await expect(within(dialog).getByRole('button', { name: texts.save })).toBeDisabled();
    await expect(dialog).toHaveTextContent(texts.offline);
    // The page under it is inert: hidden from assistive technology, out of the tab order, not clickable.
    const heading = await screen.findByText(/Olga Offline/, { selector: 'h1' });
    await waitFor(() => expect(heading.closest('[inert], [aria-hidden="true"]')).not.toBeNull());
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(await dialogOf(globals)).toBeInTheDocument();
  },
};

export const Saving: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(scenarios.status.slow[1]!),
  play: async ({ globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    const dialog = await choose(globals, texts.online);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: texts.save })).toHaveAttribute('aria-busy', 'true'));
  },
};

// spec §8: in the forced dialog a failure shows the server's error text.
export const ShowsTheServersErrorText: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(
      http.put('*/v1/me/status', ({ request }) =>
        HttpResponse.json(
          { error: MOCK_TEXTS[(request.headers.get('Accept-Language') ?? '').startsWith('en') ? 'en' : 'ru'].invalidStatus },
          { status: 400 },
        ),
      ),
    ),
  play: async ({ globals }) => {
    const dialog = await choose(globals, STATUS_TEXTS[localeOf(globals)].pause);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(MOCK_TEXTS[localeOf(globals)].invalidStatus);
  },
};

// Without a server text (no answer at all) the dialog says it in its own words.
export const SaysSoWhenNoServerAnswers: Story = {
  beforeEach: ({ msw }) => void msw.use(scenarios.status.networkError[1]!),
  play: async ({ globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    const dialog = await choose(globals, texts.busy);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.saveFailed);
  },
};

// spec §7: the forced dialog sends only the status; then the socket is told and the page is usable again.
export const ChoosingAStatusClosesIt: Story = {
  // What the server answered offline@ (the `status` recording): the status saved, the config after it.
  parameters: { recorded: ['status'] },
  play: async ({ canvasElement, globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    await choose(globals, texts.online);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(puts).toEqual([{ status: 1 }]);
    await waitFor(() => expect(socket.received).toEqual([{ method: 'status', status: 1 }]));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Olga Offline/ })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: texts.trigger(texts.online) })).toBeInTheDocument();
  },
};

export const LogsOut: Story = {
  play: async ({ globals, loaded }) => {
    const dialog = await dialogOf(globals);
    await userEvent.click(within(dialog).getByRole('button', { name: STATUS_TEXTS[localeOf(globals)].logout }));
    await expectNavigatedTo(loaded, '/login');
    await expect(window.localStorage.getItem('id_token')).toBeNull();
  },
};

// Another tab, or the schedule, set an offline status: the socket's status message opens the dialog.
export const OpensWhenTheSocketSaysTheStatusIsOffline: Story = {
  parameters: { session: 'signedIn' },
  beforeEach: ({ msw }) =>
    void msw.use(socketServer(socket, (send) => setTimeout(() => send({ method: 'status', status: 4 }), 300))),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Anna Admin/ })).toBeInTheDocument();
    await expect(await dialogOf(globals)).toBeInTheDocument();
  },
};

// Another tab chose a working status: the dialog closes here too.
export const ClosesWhenAnotherTabChoosesAStatus: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(socketServer(socket, (send) => setTimeout(() => send({ method: 'status', status: 3 }), 600))),
  play: async ({ globals }) => {
    await dialogOf(globals);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    await expect(puts).toEqual([]);
  },
};

// Every working status is hidden: only logging out is left.
export const NoWorkingStatusToChoose: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) =>
    void msw.use(
      configAnswer(OFFLINE.email, (config) => ({
        ...config,
        user_statuses: config.user_statuses.map((status) => ({ ...status, hidden: !status.offline })),
      })),
    ),
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals);
    await expect(within(dialog).queryByRole('radio')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: STATUS_TEXTS[localeOf(globals)].logout })).toBeEnabled();
  },
};
