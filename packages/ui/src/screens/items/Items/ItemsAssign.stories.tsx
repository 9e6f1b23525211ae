import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createItemsFixture, DEMO_USERGROUPS, itemsStoreOf, type ItemsFixture } from '@console/api/mocks';
import { atFixtureNow, ITEMS_VIEWPORTS, itemsTexts, mockStateOf, seedInbox, viewport } from '../../inbox/itemsStorySupport.tsx';
import { ItemsScreen } from './ItemsScreen.tsx';

// /items with user groups (spec §1 "A user may be limited to content assigned to a user group"): the bulk
// assign offers the members and the groups; a row shows its group; a limited user's list holds their group's only.
const meta = {
  title: 'Screens/Items/ItemsAssign',
  component: ItemsScreen,
  decorators: [atFixtureNow],
  parameters: {
    layout: 'fullscreen',
    route: '/items',
    session: { email: 'operator@demo.local' },
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof ItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const [SUPPORT, MARKETING] = DEMO_USERGROUPS as [(typeof DEMO_USERGROUPS)[0], (typeof DEMO_USERGROUPS)[0]];

/** The demo inbox with every third top-level item in Support and every third in Marketing. */
function groupedFixture(): ItemsFixture {
  const fixture = createItemsFixture();
  let n = 0;
  const items = fixture.items.map((item) => {
    if (item.parent_id !== null) return item;
    const group = [SUPPORT, MARKETING, null][n++ % 3];
    return { ...item, usergroup: group ? { id: group.id, name: group.name } : null };
  });
  return { ...fixture, items };
}

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid');
const rowAt = (canvasElement: HTMLElement, index: number) =>
  canvasElement.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`);
const checkRow = async (canvasElement: HTMLElement, index: number) => {
  await waitFor(() => expect(rowAt(canvasElement, index)).not.toBeNull());
  await userEvent.click(rowAt(canvasElement, index)!.querySelector('input[type="checkbox"]')!);
};

export const RowsShowTheirGroup: Story = {
  beforeEach: ({ loaded }) => void seedInbox(mockStateOf(loaded), groupedFixture()),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    await grid(canvasElement);
    await expect(await within(canvasElement).findAllByText(t('row.usergroup', { name: SUPPORT.name }))).not.toHaveLength(0);
    await expect(within(canvasElement).getAllByText(t('row.usergroup', { name: MARKETING.name }))).not.toHaveLength(0);
  },
};

export const BulkAssignsTwoRowsToAGroup: Story = {
  name: 'bulk assigns two rows to a group',
  play: async ({ canvasElement, globals, loaded }) => {
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
    const grouped = itemsStoreOf(mockStateOf(loaded)).items.filter((item) => item.usergroup?.id === SUPPORT.id);
    await expect(grouped).toHaveLength(2);
    await expect(within(rowAt(canvasElement, 0)!).getByText(t('row.usergroup', { name: SUPPORT.name }))).toBeVisible();
  },
};

// limited@demo.local is limited to Support: the mock server answers only that group's items, as the server does.
export const LimitedUserSeesOnlyTheirGroup: Story = {
  parameters: { session: { email: 'limited@demo.local' } },
  beforeEach: ({ loaded }) => void seedInbox(mockStateOf(loaded), groupedFixture()),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    await grid(canvasElement);
    await waitFor(() => expect(rowAt(canvasElement, 0)).not.toBeNull());
    const rows = [...canvasElement.querySelectorAll<HTMLElement>('[role="row"][data-index]')];
    for (const row of rows) await expect(within(row).getByText(t('row.usergroup', { name: SUPPORT.name }))).toBeVisible();
    await expect(within(canvasElement).queryByText(t('row.usergroup', { name: MARKETING.name }))).toBeNull();
  },
};
