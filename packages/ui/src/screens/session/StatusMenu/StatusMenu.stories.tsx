import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import {
  configAnswer,
  newSocketRecord,
  recordStatusPuts,
  socketServer,
  STATUS_TEXTS,
  SUPPORT_SPACE,
  supportStatuses,
  withLiveConnection,
} from '../statusStorySupport.tsx';
import { StatusMenu } from './StatusMenu.tsx';

const ADMIN = 'admin@demo.local';
const socket = newSocketRecord();
const puts: unknown[] = [];

// The top bar's status menu on the mock server and a mocked socket (spec §4, §5, §7, §8).
const meta = {
  title: 'Screens/Session/StatusMenu',
  component: StatusMenu,
  decorators: [withLiveConnection],
  parameters: { route: '/', session: 'signedIn' },
  beforeEach: ({ msw }) => void msw.use(socketServer(socket), recordStatusPuts(puts)),
} satisfies Meta<typeof StatusMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /:/ }));
  return screen.findByRole('menu');
};

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.slow),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

// The frame reports a config failure (spec §8); the menu stays out of the way.
export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.serverError500),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('progressbar')).toBeNull());
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) =>
    void msw.use(configAnswer(ADMIN, (config) => ({ ...config, user: { ...config.user, status: null }, user_statuses: [] }))),
  play: async ({ canvasElement, globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    const none = localeOf(globals) === 'ru' ? 'Статус не выбран' : 'No status selected';
    await expect(await within(canvasElement).findByRole('button', { name: texts.trigger(none) })).toBeInTheDocument();
  },
};

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    await expect(await within(canvasElement).findByRole('button', { name: texts.trigger(texts.online) })).toBeInTheDocument();
  },
};

// Several spaces: a group per space; hidden statuses are not offered.
export const SeveralSpaces: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) =>
    void msw.use(
      configAnswer(ADMIN, (config) => ({
        ...config,
        spaces: [...config.spaces, SUPPORT_SPACE],
        user_statuses: [...config.user_statuses, ...supportStatuses()],
      })),
    ),
  play: async ({ canvasElement }) => {
    const groups = within(await openMenu(canvasElement)).getAllByRole('group');
    await expect(groups).toHaveLength(2);
    await expect(groups[1]).toHaveAccessibleName('Support team');
    await expect(
      within(groups[1]!)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['На линии', 'Обучение']);
  },
};

export const SavesTheChosenStatusAndTellsTheSocket: Story = {
  // What the server answered the administrator (the `status` recording): the status saved, the config after it.
  parameters: { recorded: ['status'] },
  play: async ({ canvasElement, globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    await userEvent.click(within(await openMenu(canvasElement)).getByRole('menuitemradio', { name: texts.pause }));
    // spec §7: PUT v1/me/status with status and space_id; then the socket is told (spec §4).
    await waitFor(() => expect(puts).toEqual([{ status: 2, space_id: 1 }]));
    await waitFor(() => expect(socket.received).toEqual([{ method: 'status', status: 2 }]));
    await expect(await within(canvasElement).findByRole('button', { name: texts.trigger(texts.pause) })).toBeInTheDocument();
  },
};

// spec §5: choosing the current status changes nothing.
export const ChoosingTheCurrentStatusSendsNothing: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    await userEvent.click(within(await openMenu(canvasElement)).getByRole('menuitemradio', { name: texts.online }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(puts).toEqual([]);
    await expect(socket.received).toEqual([]);
  },
};

// The save is on its way: the trigger says so and does not open.
export const Pending: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(scenarios.status.slow[1]!),
  play: async ({ canvasElement, globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    await userEvent.click(within(await openMenu(canvasElement)).getByRole('menuitemradio', { name: texts.busy }));
    const trigger = await within(canvasElement).findByRole('button', { name: new RegExp(texts.online) });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-busy', 'true'));
  },
};

// spec §8: 'Не удалось сохранить статус' as an error toast; the old status stays.
export const SaveFailedWithTheToast: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) => void msw.use(scenarios.status.serverError500[1]!),
  play: async ({ canvasElement, globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    await userEvent.click(within(await openMenu(canvasElement)).getByRole('menuitemradio', { name: texts.pause }));
    await expect(await screen.findByRole('alertdialog', { name: texts.saveFailed })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: texts.trigger(texts.online) })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(socket.received).toEqual([]);
  },
};
