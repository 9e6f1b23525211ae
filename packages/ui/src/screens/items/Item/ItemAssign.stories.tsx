import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ObjectsWithTagsResponse, UsersResponse } from '@console/api/contract';
import { isMobileWidth } from '../../../components/storySupport/storyLocale.ts';
import { SHELL_VIEWPORTS } from '../../session/AppShell/appShellStorySupport.tsx';
import { fixedNow, itemTexts, onItem, recordedItem } from '../../inbox/itemStorySupport.tsx';
import { recordedRead } from '../../inbox/recordedInbox.ts';
import { ItemScreen } from './ItemScreen.tsx';

// The item page's assign choice (spec §1 user groups): any member of the item's space, a user group of it,
// or nobody; 'A' focuses it (screens.md "Keyboard"); the group the item is assigned to shows in its header. The
// operator's view of the test seed's items (the itemPage recording).
const meta = {
  title: 'Screens/Items/ItemAssign',
  component: ItemScreen,
  args: { id: 46 },
  decorators: [fixedNow],
  parameters: {
    layout: 'fullscreen',
    route: '/items/46',
    session: { email: 'operator@demo.local' },
    recorded: ['itemPage'],
    viewport: { options: SHELL_VIEWPORTS },
  },
} satisfies Meta<typeof ItemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The space's groups and members as the server answered the operator.
const USERGROUPS = recordedRead<ObjectsWithTagsResponse>('world', 'operator', '/v1/objects?tags=true').usergroups ?? [];
const SUPPORT = USERGROUPS[0]!;
const MEMBERS = recordedRead<UsersResponse>('itemPage', 'operator', '/v1/users');
const ME = recordedRead<{ id: number; name: string }>('world', 'operator', '/v1/me');
const OTHER = MEMBERS.items.find((user) => user.id !== ME.id)!;

// The seed's items: in the support group without an assignee; in it with one; the two the operator reassigns.
const IN_GROUP = recordedItem('operator', 24).item;
const WITH_MEMBER = recordedItem('operator', 25).item;

/** The header's badge of the group (the assign options carry the group's name too). */
const groupBadgeShown = (canvasElement: HTMLElement, label: string) =>
  [...canvasElement.querySelectorAll('span')].some((span) => span.textContent === `${label}:\u00a0${SUPPORT.name}`);

// On a phone the controls start folded behind their toggle (ItemControls): unfold them to use them.
const assignSelect = async (canvasElement: HTMLElement, label: string, toggle: string) => {
  if (isMobileWidth()) await userEvent.click(await within(canvasElement).findByRole('button', { name: toggle }));
  return within(canvasElement).findByRole('combobox', { name: label }, { timeout: 5000 });
};

export const PickerListsMembersAndGroups: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const select = await assignSelect(canvasElement, t('controls.assignee'), t('controls.title'));
    await waitFor(() => expect(within(select).getByRole('option', { name: OTHER.name })).toBeInTheDocument());
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names[0]).toBe(t('controls.unassigned'));
    await expect(names[1]).toBe(t('controls.me', { name: ME.name }));
    for (const user of MEMBERS.items.filter((one) => one.id !== ME.id)) await expect(names).toContain(user.name);
    for (const group of USERGROUPS) await expect(names).toContain(t('controls.group', { name: group.name }));
    const assignee = recordedItem('operator', 46).item.assignee;
    await expect(select).toHaveValue(assignee ? `u${assignee.id}` : 'none');
  },
};

export const AssignedToAGroup: Story = {
  tags: ['shot-variants'],
  ...onItem(IN_GROUP.id, 'operator'),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const select = await assignSelect(canvasElement, t('controls.assignee'), t('controls.title'));
    await waitFor(() => expect(select).toHaveValue(`g${SUPPORT.id}`));
    await expect(groupBadgeShown(canvasElement, t('controls.usergroup'))).toBe(true);
  },
};

export const AssignedToAMemberOfTheGroup: Story = {
  tags: ['shot'],
  ...onItem(WITH_MEMBER.id, 'operator'),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const select = await assignSelect(canvasElement, t('controls.assignee'), t('controls.title'));
    await waitFor(() => expect(select).toHaveValue(`u${WITH_MEMBER.assignee!.id}`));
    await expect(groupBadgeShown(canvasElement, t('controls.usergroup'))).toBe(true);
  },
};

export const PressesAAndHandsTheItemToAGroup: Story = {
  ...onItem(12, 'operator'),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const canvas = within(canvasElement);
    const select = await assignSelect(canvasElement, t('controls.assignee'), t('controls.title'));
    await waitFor(() => expect(within(select).getByRole('option', { name: OTHER.name })).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('heading', { name: t('thread.title') }));
    await userEvent.keyboard('a');
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, `g${SUPPORT.id}`);
    await expect(await screen.findByText(t('controls.saved'))).toBeVisible();
    await waitFor(() => expect(select).toHaveValue(`g${SUPPORT.id}`));
    await waitFor(() => expect(groupBadgeShown(canvasElement, t('controls.usergroup'))).toBe(true));
  },
};

const ADMIN = MEMBERS.items.find((user) => user.id === 5)!;
export const AssignsAnotherMember: Story = {
  ...onItem(31, 'operator'),
  play: async ({ canvasElement, globals }) => {
    const { t } = itemTexts(globals);
    const select = await assignSelect(canvasElement, t('controls.assignee'), t('controls.title'));
    await waitFor(() => expect(within(select).getByRole('option', { name: ADMIN.name })).toBeInTheDocument());
    await userEvent.selectOptions(select, `u${ADMIN.id}`);
    await expect(await screen.findByText(t('controls.saved'))).toBeVisible();
    await waitFor(() => expect(select).toHaveValue(`u${ADMIN.id}`));
    // The history names the new assignee (not '#5'); once it has, the page is laid out for good.
    const history = within(canvasElement).getByRole('region', { name: t('history.title') });
    await expect(await within(history).findByText(new RegExp(`${ADMIN.name}$`))).toBeInTheDocument();
    // The same scroll position on every run, whenever the history arrived (the toast is fixed to the viewport).
    select.scrollIntoView({ block: 'center' });
  },
};
