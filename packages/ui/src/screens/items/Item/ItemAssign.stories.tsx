import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_COMPANIES, DEMO_OBJECTS, DEMO_USERGROUPS, itemsStoreOf, type MockState } from '@console/api/mocks';
import { SHELL_VIEWPORTS } from '../../session/AppShell/appShellStorySupport.tsx';
import {
  addStoryItem,
  fixedNow,
  itemTexts,
  mockStateOf,
  STORY_ITEM_ID,
  STORY_LABELS,
  STORY_TAGS,
} from '../../inbox/itemStorySupport.tsx';
import { ItemScreen } from './ItemScreen.tsx';

// The item page's assign choice (spec §1 user groups): any member of the item's space, a user group of it,
// or nobody; 'A' focuses it (screens.md "Keyboard"); the group the item is assigned to shows in its header.
const objectsWithGroups = http.get('*/v1/objects', ({ request }) =>
  HttpResponse.json({
    items: DEMO_OBJECTS,
    companies: DEMO_COMPANIES,
    ...(new URL(request.url).searchParams.get('tags') === 'true'
      ? { tags: STORY_TAGS, tag_groups: [], labels: STORY_LABELS, departments: [], ai_agents: [], usergroups: DEMO_USERGROUPS }
      : {}),
  }),
);

const meta = {
  title: 'Screens/Items/ItemAssign',
  component: ItemScreen,
  args: { id: STORY_ITEM_ID },
  decorators: [fixedNow],
  beforeEach: ({ loaded, msw }) => {
    mockStateOf(loaded).tags = STORY_TAGS;
    msw.use(objectsWithGroups);
  },
  parameters: {
    layout: 'fullscreen',
    route: `/items/${STORY_ITEM_ID}`,
    session: { email: 'operator@demo.local' },
    viewport: { options: SHELL_VIEWPORTS },
  },
} satisfies Meta<typeof ItemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SUPPORT = DEMO_USERGROUPS[0]!;

/** The story's item, assigned to a group (and a user) as given. */
function storyItemAssigned(state: MockState, assigned: { group?: boolean; userId?: number } = {}) {
  addStoryItem(state);
  const store = itemsStoreOf(state);
  const index = store.items.findIndex((item) => item.id === STORY_ITEM_ID);
  const user = state.users.find((u) => u.id === assigned.userId);
  store.items[index] = {
    ...store.items[index]!,
    usergroup: assigned.group ? { id: SUPPORT.id, name: SUPPORT.name } : null,
    assignee: user ? { id: user.id, name: user.name } : null,
  };
}

/** The header's badge of the group (the assign options carry the group's name too). */
const groupBadgeShown = (canvasElement: HTMLElement, label: string) =>
  [...canvasElement.querySelectorAll('span')].some((span) => span.textContent === `${label}:\u00a0${SUPPORT.name}`);

const assignSelect = async (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('combobox', { name: label }, { timeout: 5000 });

export const PickerListsMembersAndGroups: Story = {
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const select = await assignSelect(canvasElement, t('controls.assignee'));
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Anna Admin' })).toBeInTheDocument());
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names[0]).toBe(t('controls.unassigned'));
    await expect(names[1]).toBe(t('controls.me', { name: 'Oleg Operator' }));
    await expect(names).toContain('Lena Limited');
    for (const group of DEMO_USERGROUPS) await expect(names).toContain(t('controls.group', { name: group.name }));
    await expect(select).toHaveValue('none');
  },
};

export const AssignedToAGroup: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ loaded }) => void storyItemAssigned(mockStateOf(loaded), { group: true }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const select = await assignSelect(canvasElement, t('controls.assignee'));
    await waitFor(() => expect(select).toHaveValue(`g${SUPPORT.id}`));
    await expect(groupBadgeShown(canvasElement, t('controls.usergroup'))).toBe(true);
  },
};

export const AssignedToAMemberOfTheGroup: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => void storyItemAssigned(mockStateOf(loaded), { group: true, userId: 5 }),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const select = await assignSelect(canvasElement, t('controls.assignee'));
    await waitFor(() => expect(select).toHaveValue('u5'));
    await expect(groupBadgeShown(canvasElement, t('controls.usergroup'))).toBe(true);
  },
};

export const PressesAAndHandsTheItemToAGroup: Story = {
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    const select = await assignSelect(canvasElement, t('controls.assignee'));
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Anna Admin' })).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('heading', { name: t('thread.title') }));
    await userEvent.keyboard('a');
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, `g${SUPPORT.id}`);
    await expect(await screen.findByText(t('controls.saved'))).toBeVisible();
    await waitFor(() => expect(select).toHaveValue(`g${SUPPORT.id}`));
    await waitFor(() => expect(groupBadgeShown(canvasElement, t('controls.usergroup'))).toBe(true));
  },
};

export const AssignsAnotherMember: Story = {
  beforeEach: ({ loaded }) => void addStoryItem(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const select = await assignSelect(canvasElement, t('controls.assignee'));
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Anna Admin' })).toBeInTheDocument());
    await userEvent.selectOptions(select, 'u5');
    await expect(await screen.findByText(t('controls.saved'))).toBeVisible();
    await expect(await within(canvasElement).findByText(`${t('controls.assignee')}:`, { exact: false })).toBeVisible();
    // The history names the new assignee (not '#5'); once it has, the page is laid out for good.
    const history = within(canvasElement).getByRole('region', { name: t('history.title') });
    await expect(await within(history).findByText(/Anna Admin$/)).toBeInTheDocument();
    // The same scroll position on every run, whenever the history arrived (the toast is fixed to the viewport).
    select.scrollIntoView({ block: 'center' });
  },
};
