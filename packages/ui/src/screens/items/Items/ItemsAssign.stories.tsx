import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Usergroup } from '@console/api/contract';
import { atFixtureNow, ITEMS_VIEWPORTS, itemsTexts, mockStateOf, viewport } from '../../inbox/itemsStorySupport.tsx';
import { recordedRows, replayedInbox } from '../../inbox/recordedInbox.ts';
import { ItemsScreen } from './ItemsScreen.tsx';

// /items with user groups (spec §1 "A user may be limited to content assigned to a user group"): the bulk
// assign offers the members and the groups; a row shows its group; a limited user's list holds their group's only.
// The server's answers on the test seed (docs/mocks.md): its items are in Support, in Marketing or in no group.
const meta = {
  title: 'Screens/Items/ItemsAssign',
  component: ItemsScreen,
  decorators: [atFixtureNow],
  beforeEach: ({ loaded, msw }) => void msw.use(...replayedInbox('itemsList', mockStateOf(loaded))),
  parameters: {
    layout: 'fullscreen',
    route: '/items',
    session: { email: 'operator@demo.local' },
    recorded: true,
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof ItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupNamed = (name: string): Pick<Usergroup, 'id' | 'name'> =>
  recordedRows('itemsList', 'operator', '/v1/items?limit=50&status[]=new&status[]=inprogress').find(
    (item) => item.usergroup?.name === name,
  )!.usergroup!;
const SUPPORT = groupNamed('Поддержка');
const MARKETING = groupNamed('Маркетинг');

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid');
const rowAt = (canvasElement: HTMLElement, index: number) =>
  canvasElement.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`);
const checkRow = async (canvasElement: HTMLElement, index: number) => {
  await waitFor(() => expect(rowAt(canvasElement, index)).not.toBeNull());
  await userEvent.click(rowAt(canvasElement, index)!.querySelector('input[type="checkbox"]')!);
};

export const RowsShowTheirGroup: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    await grid(canvasElement);
    await expect(await within(canvasElement).findAllByText(t('row.usergroup', { name: SUPPORT.name }))).not.toHaveLength(0);
    await expect(within(canvasElement).getAllByText(t('row.usergroup', { name: MARKETING.name }))).not.toHaveLength(0);
  },
};

// The server hands both to the group (POST v1/items/bulk, recorded after the list's bulk close).
export const BulkAssignsTwoRowsToAGroup: Story = {
  name: 'bulk assigns two rows to a group',
  beforeEach: ({ loaded, msw }) => void msw.use(...replayedInbox('itemsBulk', mockStateOf(loaded))),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    await grid(canvasElement);
    await checkRow(canvasElement, 0);
    await checkRow(canvasElement, 1);
    const bar = await within(canvasElement).findByRole('region', { name: t('bulk.title') });
    const select = within(bar).getByRole('combobox', { name: t('bulk.assign') });
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: t('bulk.toGroup', { name: SUPPORT.name }) })).toBeInTheDocument(),
    );
    await expect(within(select).getByRole('option', { name: 'Anna Admin' })).toBeInTheDocument();
    await userEvent.selectOptions(select, `g${SUPPORT.id}`);
    await userEvent.click(within(bar).getByRole('button', { name: t('bulk.assignApply') }));
    await expect(await within(canvasElement).findByText(t('bulk.changed', { count: 2 }))).toBeVisible();
    for (const row of [0, 1])
      await expect(within(rowAt(canvasElement, row)!).getByText(t('row.usergroup', { name: SUPPORT.name }))).toBeVisible();
  },
};

// limited@demo.local is limited to Support: the server answers only that group's items.
export const LimitedUserSeesOnlyTheirGroup: Story = {
  parameters: { session: { email: 'limited@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    await grid(canvasElement);
    await waitFor(() => expect(rowAt(canvasElement, 0)).not.toBeNull());
    const rows = [...canvasElement.querySelectorAll<HTMLElement>('[role="row"][data-index]')];
    for (const row of rows) await expect(within(row).getByText(t('row.usergroup', { name: SUPPORT.name }))).toBeVisible();
    await expect(within(canvasElement).queryByText(t('row.usergroup', { name: MARKETING.name }))).toBeNull();
  },
};
