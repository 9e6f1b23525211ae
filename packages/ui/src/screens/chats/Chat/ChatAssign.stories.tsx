import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatsStoreOf, DEMO_COMPANIES, DEMO_DEPARTMENTS, DEMO_OBJECTS, DEMO_SPACE, DEMO_USERGROUPS } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { fixedNow, mockStateOf, STORY_LABELS, STORY_TAGS } from '../../inbox/itemStorySupport.tsx';
import { addStoryChat, CHAT_STORY_PARAMETERS, STORY_CHAT_ID } from './chatStorySupport.tsx';
import { ChatScreen } from './ChatScreen.tsx';

// The chat header's assign choice: the items' picker, with
// the space's members, user groups and departments (loaded with GET v1/objects?tags=true, spec §3).
const objectsWithTeams = (extra: object = {}) =>
  http.get('*/v1/objects', ({ request }) =>
    HttpResponse.json({
      items: DEMO_OBJECTS,
      companies: DEMO_COMPANIES,
      ...(new URL(request.url).searchParams.get('tags') === 'true'
        ? {
            tags: STORY_TAGS,
            tag_groups: [],
            labels: STORY_LABELS,
            departments: DEMO_DEPARTMENTS,
            ai_agents: [],
            usergroups: DEMO_USERGROUPS,
            ...extra,
          }
        : {}),
    }),
  );

const meta = {
  title: 'Screens/Chats/ChatAssign',
  component: ChatScreen,
  args: { id: STORY_CHAT_ID },
  decorators: [fixedNow],
  beforeEach: ({ msw }) => void msw.use(objectsWithTeams()),
  parameters: CHAT_STORY_PARAMETERS,
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SUPPORT = DEMO_USERGROUPS[0]!;
const SALES = DEMO_DEPARTMENTS[0]!;

const assignSelect = async (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('combobox', { name: label }, { timeout: 5000 });

export const PickerListsMembersGroupsAndDepartments: Story = {
  beforeEach: ({ loaded }) => void addStoryChat(mockStateOf(loaded), { chat: { assignee: null } }),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const select = await assignSelect(canvasElement, t('chats:chat.assignee'));
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Anna Admin' })).toBeInTheDocument());
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names.slice(0, 2)).toEqual([t('chats:chat.nobody'), t('chats:chat.toMe')]);
    for (const group of DEMO_USERGROUPS) await expect(names).toContain(t('chats:chat.toGroup', { name: group.name }));
    for (const department of DEMO_DEPARTMENTS)
      await expect(names).toContain(t('chats:chat.toDepartment', { name: department.name }));
    await expect(select).toHaveValue('none');
  },
};

export const AssignedToAUserGroup: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ loaded }) =>
    void addStoryChat(mockStateOf(loaded), {
      chat: { assignee: { type: 'usergroup', id: SUPPORT.id, name: SUPPORT.name } },
    }),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const select = await assignSelect(canvasElement, t('chats:chat.assignee'));
    await waitFor(() => expect(select).toHaveValue(`g${SUPPORT.id}`));
    const chosen = within(select).getByRole('option', { selected: true });
    await expect(chosen).toHaveTextContent(t('chats:chat.toGroup', { name: SUPPORT.name }));
  },
};

export const AssignsTheChatToADepartment: Story = {
  beforeEach: ({ loaded }) => void addStoryChat(mockStateOf(loaded)),
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    const select = await assignSelect(canvasElement, t('chats:chat.assignee'));
    await waitFor(() =>
      expect(
        within(select).getByRole('option', { name: t('chats:chat.toDepartment', { name: SALES.name }) }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(select, `d${SALES.id}`);
    // The mock server took it (as the reference server: PATCH v1/chats/{id} with the department).
    await waitFor(() =>
      expect(chatsStoreOf(mockStateOf(loaded)).chats.find((chat) => chat.id === STORY_CHAT_ID)?.assignee).toEqual({
        type: 'department',
        id: SALES.id,
        name: SALES.name,
      }),
    );
    await waitFor(() => expect(select).toHaveValue(`d${SALES.id}`));
  },
};

// spec §1 user-group limit: a chat has one assignee, so a limited user may keep it with their groups or take it
// themselves; nobody, other members and departments would take it out of their reach (the server answers 403).
export const ALimitedOperatorKeepsTheChatWithinTheirGroups: Story = {
  beforeEach: ({ loaded, msw }) => {
    msw.use(objectsWithTeams({ usergroup_limit: { space_ids: [DEMO_SPACE.id], usergroup_ids: [SUPPORT.id] } }));
    addStoryChat(mockStateOf(loaded), { chat: { assignee: { type: 'usergroup', id: SUPPORT.id, name: SUPPORT.name } } });
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const select = await assignSelect(canvasElement, t('chats:chat.assignee'));
    await waitFor(() => expect(select).toHaveValue(`g${SUPPORT.id}`));
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual([t('chats:chat.toMe'), t('chats:chat.toGroup', { name: SUPPORT.name })]);
  },
};
