import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ObjectsWithTagsResponse } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { isMobileWidth, storyT } from '../../../components/storySupport/storyLocale.ts';
import { atRecordedNow, chatStoryParameters, recordedChatOf, recordedWriteOf, replayChats } from './chatStorySupport.tsx';
import { ChatScreen } from './ChatScreen.tsx';

// The chat header's assign choice: the items' picker, with the space's members, user groups and departments (loaded
// with GET v1/objects?tags=true, spec §3), replaying what the server answered (the chatAssign recording).
const GROUP_CHAT = recordedChatOf('chatAssign');
const UNASSIGNED = recordedChatOf('chatAssign', 1);
const teams = RECORDINGS.world.steps.find(
  (step) => step.as === 'operator' && step.path === '/v1/objects' && step.query.some(([name]) => name === 'tags'),
)!.answer as ObjectsWithTagsResponse;
const GROUPS = teams.usergroups ?? [];
const DEPARTMENTS = teams.departments ?? [];

const meta = {
  title: 'Screens/Chats/ChatAssign',
  component: ChatScreen,
  args: { id: GROUP_CHAT.id },
  decorators: [atRecordedNow],
  beforeEach: ({ msw, loaded }) => void msw.use(...replayChats(loaded, 'chatAssign')),
  parameters: chatStoryParameters(GROUP_CHAT),
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// On a phone the header's controls start folded behind their toggle (ChatHeader): unfold them to use them.
const assignSelect = async (canvasElement: HTMLElement, label: string, toggle: string) => {
  if (isMobileWidth()) await userEvent.click(await within(canvasElement).findByRole('button', { name: toggle }));
  return within(canvasElement).findByRole('combobox', { name: label }, { timeout: 5000 });
};

export const PickerListsMembersGroupsAndDepartments: Story = {
  args: { id: UNASSIGNED.id },
  parameters: chatStoryParameters(UNASSIGNED),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const select = await assignSelect(canvasElement, t('chats:chat.assignee'), t('chats:chat.controls'));
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Anna Admin' })).toBeInTheDocument());
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names.slice(0, 2)).toEqual([t('chats:chat.nobody'), t('chats:chat.toMe')]);
    for (const group of GROUPS) await expect(names).toContain(t('chats:chat.toGroup', { name: group.name }));
    for (const department of DEPARTMENTS) await expect(names).toContain(t('chats:chat.toDepartment', { name: department.name }));
    await expect(select).toHaveValue('none');
  },
};

export const AssignedToAUserGroup: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const select = await assignSelect(canvasElement, t('chats:chat.assignee'), t('chats:chat.controls'));
    await waitFor(() => expect(select).toHaveValue(`g${GROUP_CHAT.assignee!.id}`));
    const chosen = within(select).getByRole('option', { selected: true });
    await expect(chosen).toHaveTextContent(t('chats:chat.toGroup', { name: GROUP_CHAT.assignee!.name }));
  },
};

// PATCH v1/chats/{id} with the department: the server's answer names it.
export const AssignsTheChatToADepartment: Story = {
  args: { id: UNASSIGNED.id },
  parameters: chatStoryParameters(UNASSIGNED),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const { assignee } = recordedWriteOf('chatAssign', 1).body as { assignee: { id: number } };
    const department = DEPARTMENTS.find((one) => one.id === assignee.id)!;
    const select = await assignSelect(canvasElement, t('chats:chat.assignee'), t('chats:chat.controls'));
    await waitFor(() =>
      expect(
        within(select).getByRole('option', { name: t('chats:chat.toDepartment', { name: department.name }) }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(select, `d${department.id}`);
    await waitFor(() => expect(select).toHaveValue(`d${department.id}`));
  },
};

// spec §1 user-group limit: a chat has one assignee, so a limited user may keep it with their groups or take it
// themselves; nobody, other members and departments would take it out of their reach (the server answers 403).
export const ALimitedOperatorKeepsTheChatWithinTheirGroups: Story = {
  parameters: { session: { email: 'limited@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const select = await assignSelect(canvasElement, t('chats:chat.assignee'), t('chats:chat.controls'));
    await waitFor(() => expect(select).toHaveValue(`g${GROUP_CHAT.assignee!.id}`));
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual([t('chats:chat.toMe'), t('chats:chat.toGroup', { name: GROUP_CHAT.assignee!.name })]);
  },
};
