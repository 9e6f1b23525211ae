import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSWRConfig } from 'swr';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { UserScreen } from './UserScreen.tsx';

const TEXTS = {
  ru: {
    block: 'Заблокировать',
    remove: 'Удалить из пространства',
    lastAdmin: 'Единственный администратор',
    unassigned: 'останется без исполнителя',
    role: 'Роль',
    limited: 'Видит только содержимое своих групп',
    templates: 'Шаблоны ответов',
    save: 'Сохранить',
    changedMeanwhile: 'другой администратор сохранил роль, права или группы этого пользователя',
  },
  en: {
    block: 'Block',
    remove: 'Remove from the workspace',
    lastAdmin: 'The only administrator',
    unassigned: 'becomes unassigned',
    role: 'Role',
    limited: 'Sees only the content of their user groups',
    templates: 'Reply templates',
    save: 'Save',
    changedMeanwhile: "another administrator saved this user's role, rights or groups",
  },
} as const;

// /settings/users/{id} replaying the people recording.
const meta = {
  title: 'Screens/Users/User',
  component: UserScreen,
  parameters: { layout: 'fullscreen', route: '/settings/users/1?space_id=1', session: 'signedIn', recorded: ['people'] },
} satisfies Meta<typeof UserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// A read-only user: removal says first what happens to their assigned work.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: texts.remove }, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: texts.block })).toBeEnabled();
    await userEvent.click(remove);
    await expect(await canvas.findByText(texts.unassigned, { exact: false })).toBeInTheDocument();
  },
};

// Two administrators (docs/error-types.md conflict): this page was opened before another administrator gave the analyst
// reply templates; limiting them to their groups here is refused with the server's text, and the form keeps the choice.
export const RefusesASaveBegunBeforeAnothers: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/users/2?space_id=1' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const limited = await canvas.findByRole('checkbox', { name: texts.limited }, { timeout: 5000 });
    await userEvent.click(limited);
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByText(texts.changedMeanwhile, { exact: false })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: texts.limited })).toBeChecked();
  },
};

// What SWR does on focus or a socket message, at a press: every key read again.
function Refetch() {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => void mutate(() => true)}>
      Refetch
    </button>
  );
}

// Resolves once a request whose address holds `part` has been answered and React has had a moment to render it.
function waitForRefetch(part: string): Promise<void> {
  const realFetch = globalThis.fetch;
  return new Promise((resolve, reject) => {
    globalThis.fetch = (input, init) => {
      const answer = realFetch(input, init);
      if (String(input instanceof Request ? input.url : input).includes(part)) {
        globalThis.fetch = realFetch;
        answer.then(() => setTimeout(resolve, 200), reject);
      }
      return answer;
    };
  });
}

// The page refetches the analyst (focus, the socket) while this administrator is limiting them to their groups, and the
// answer is the analyst as another administrator left them (reply templates given): the form is not rebuilt, the tick
// stays, and saving meets the stale save's refusal (docs/error-types.md conflict) instead of dropping the edit.
export const KeepsTheEditsWhenTheUserIsRefetched: Story = {
  parameters: { route: '/settings/users/2?space_id=1' },
  render: () => (
    <>
      <UserScreen />
      <Refetch />
    </>
  ),
  beforeEach: ({ msw }) => void msw.use(...scenarios.member.changedOnRefetch),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: texts.limited }, { timeout: 5000 }));
    const refetched = waitForRefetch('/v1/members/2?');
    await userEvent.click(canvas.getByRole('button', { name: 'Refetch' }));
    await refetched;
    await expect(canvas.getByRole('checkbox', { name: texts.limited })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.templates })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByText(texts.changedMeanwhile, { exact: false })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: texts.limited })).toBeChecked();
  },
};

// spec §1: the only administrator keeps the role and cannot be blocked or removed.
export const LastAdministrator: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/users/5?space_id=1' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.lastAdmin, { exact: false }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: texts.block })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: texts.remove })).toBeDisabled();
  },
};

// spec §1, §3: the moderator also works in a workspace this administrator does not manage; the role and flags are
// this workspace's own (docs/roles.md), so they are editable here like anyone's.
export const RoleOfThisWorkspace: Story = {
  parameters: { route: '/settings/users/3?space_id=1' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: texts.role }, { timeout: 5000 })).toBeEnabled();
    for (const box of canvas.getAllByRole('checkbox').slice(0, 4)) await expect(box).toBeEnabled();
    await expect(canvas.getByRole('button', { name: texts.block })).toBeEnabled();
  },
};
