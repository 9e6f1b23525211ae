import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RECORDINGS } from '@console/api/mocks';
import type { ItemsPage } from '@console/api/contract';
import { historyOf } from '../../../storySupport/location.ts';
import { atFixtureNow, ITEMS_VIEWPORTS, mockStateOf, viewport } from '../../inbox/itemsStorySupport.tsx';
import { recordedRead, replayedInbox } from '../../inbox/recordedInbox.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { ItemsScreen } from './ItemsScreen.tsx';

// /items opened from a stats number (docs/stats.md "Drill-down"): the operator's replied comments of a month in
// Moscow, replayed from the statsDrill recording; the event filter is a removable line, whatever the statuses.
const steps = RECORDINGS.statsDrill.steps;
const OPERATOR = steps.find((step) => step.as === 'operator' && step.path === '/v1/me')!.answer as { id: number; name: string };
const PERIOD = 'event_from=2026-10-23&event_to=2026-11-22&event_tz=Europe%2FMoscow';
const DRILLED = steps.find(
  (step) =>
    step.path === '/v1/items' &&
    step.query.some(([name, value]) => name === 'event' && value === 'replied') &&
    step.query.some(([name]) => name === 'event_user_id'),
)!.answer as ItemsPage;

// After the event filter is removed: the user's own list, as the itemsList recording holds it.
const DEFAULT_LIST = recordedRead<ItemsPage>('itemsList', 'administrator', '/v1/items?limit=50&status[]=new&status[]=inprogress');
const defaultList = http.get(/\/v1\/items$/, ({ request }) =>
  new URL(request.url).searchParams.has('event') ? undefined : HttpResponse.json(DEFAULT_LIST),
);

const meta = {
  title: 'Screens/Items/Items drilled from a number',
  component: ItemsScreen,
  beforeEach: ({ loaded, msw }) =>
    void msw.use(
      defaultList,
      ...replayedInbox('statsDrill', mockStateOf(loaded)),
      ...replayedInbox('itemsList', mockStateOf(loaded)),
    ),
  decorators: [atFixtureNow],
  parameters: {
    layout: 'fullscreen',
    route: `/items?event=replied&${PERIOD}&event_user_id=${OPERATOR.id}`,
    session: 'signedIn',
    recorded: true,
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof ItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RepliedByAnOperator: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const line = await canvas.findByRole('group', { name: t('filters:statsDrill.label') });
    const event = t('filters:statsDrill.events.replied');
    await waitFor(() => expect(line).toHaveTextContent(new RegExp(`^${event}.*${OPERATOR.name}`)));
    await expect(line).toHaveTextContent('Europe/Moscow');
    // The rows the server answered, closed ones too (no default statuses under an event filter).
    expect(DRILLED.items.length).toBeGreaterThan(0);
    const grid = await canvas.findByRole('grid');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(DRILLED.items.length));
    // The event filter comes off in one press: the user's own list again.
    await userEvent.click(within(line).getByRole('button', { name: t('filters:statsDrill.remove') }));
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/items'));
  },
};
