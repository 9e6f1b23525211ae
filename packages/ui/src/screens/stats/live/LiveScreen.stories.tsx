import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatsLive } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { LiveScreen } from './LiveScreen.tsx';

const TEXTS = {
  ru: { title: 'Онлайн', queue: 'Очередь', online: 'В сети: ', none: 'Никто не ждёт' },
  en: { title: 'Live', queue: 'Queue', online: 'Online: ', none: 'Nobody is waiting' },
} as const;

const isLive = (step: { path: string }) => step.path.includes('live');

/** The recorded live figures of the administrator, with a network filter or none. */
const recorded = (provider?: string) =>
  recordedStats<StatsLive>('statsLive', {
    as: 'administrator',
    filter: provider ? ['provider[]', provider] : null,
    where: isLive,
  });

// /stats/live against the recorded server (the `statsLive` recording, docs/stats.md "Dashboard and live"): the test
// seed's queue at the stories' clock and who is online (no one holds a lock in a recording).
const meta = {
  title: 'Screens/Stats/Live',
  component: LiveScreen,
  parameters: recordedStatsParameters('/stats/live', 'statsLive'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof LiveScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsLive);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The queue (each count opening its list) and who is online.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const live = recorded();
    const canvas = within(canvasElement);
    const queue = await canvas.findByRole('region', { name: texts.queue }, { timeout: 5000 });
    await expect(within(queue).getAllByRole('link')[0]).toHaveTextContent(String(live.comments!.count));
    await expect(within(queue).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/items?status%5B%5D=new'),
    );
    await expect(canvas.getByRole('heading', { name: `${texts.online}${live.online!.length}` })).toBeInTheDocument();
  },
};

// An operator (no stats or settings flag, spec §1): the queue, not who is online (the server answers no one, and
// the section is left out).
export const Operator: Story = {
  parameters: { session: { email: 'operator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: texts.queue }, { timeout: 5000 })).toBeInTheDocument();
    await expect(recordedStats<StatsLive>('statsLive', { as: 'operator', where: isLive }).online).toBeNull();
    await expect(canvas.queryByRole('heading', { name: new RegExp(`^${texts.online}`) })).toBeNull();
  },
};

// A network in the URL (`provider[]=vk`, as the bar writes it; spec §2.5): its queue only (no comment of it waits, one
// chat does), and each count opens its list under the same network.
export const Filtered: Story = {
  parameters: { route: '/stats/live?provider[]=vk' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recorded('vk');
    await expect([filtered.comments!.count, filtered.chats!.count]).toEqual([0, 1]);
    const canvas = within(canvasElement);
    const queue = await canvas.findByRole('region', { name: texts.queue }, { timeout: 5000 });
    await expect(within(queue).getByText(texts.none)).toBeInTheDocument();
    const counts = within(queue).getAllByRole('link');
    await expect(counts.map((link) => link.textContent)).toEqual(['0', '1']);
    for (const link of counts) await expect(link).toHaveAttribute('href', expect.stringContaining('provider%5B%5D=vk'));
  },
};

// A network without accounts: nothing waits.
export const Empty: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/live?provider[]=threads' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const queue = await canvas.findByRole('region', { name: texts.queue }, { timeout: 5000 });
    await expect(within(queue).getAllByText(texts.none).length).toBeGreaterThan(0);
    await expect(recorded('threads').comments!.count).toBe(0);
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: texts.queue }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  },
};
