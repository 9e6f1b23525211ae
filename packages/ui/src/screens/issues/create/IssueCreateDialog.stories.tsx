import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PRIORITIES, type IssueSettings, type UsersResponse } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { SHELL_VIEWPORTS, viewport } from '../../session/AppShell/appShellStorySupport.tsx';
import IssueCreateDialogView from './IssueCreateDialogView.tsx';

// The create dialog's states (docs/issues.md "Screens: creating issues"), its props taken from what the server answered
// the operator on the test seed (the issueCreate recording, apps/server/src/recording/scripts/issueCreate.ts): the members
// to assign and the space's issue settings. Made from the item and chat pages: LinkedIssues.stories.tsx.
const answerOf = <T,>(path: string): T => RECORDINGS.issueCreate.steps.find((step) => step.path === path)!.answer as T;
const SETTINGS = answerOf<{ items: IssueSettings[] }>('/v1/issues/settings').items[0]!;
const MEMBERS = answerOf<UsersResponse>('/v1/users').items.filter((user) => user.space_ids.includes(SETTINGS.space_id));
const COMMENT = 'Заказ пришёл без инструкции,\n   и поддержка не отвечает уже третий день. Что делать?';

const meta = {
  title: 'Screens/Issues/CreateDialog',
  component: IssueCreateDialogView,
  args: {
    isOpen: true,
    sourceLabel: null,
    initialText: '',
    spaces: null,
    spaceId: SETTINGS.space_id,
    onSpace: fn(),
    priorities: PRIORITIES,
    assignees: MEMBERS,
    departments: [
      { id: 1, name: 'Продажи' },
      { id: 2, name: 'Сервис' },
    ],
    defaultAssignee: null,
    deadlines: { ...SETTINGS.deadlines, normal: 24, high: 4 },
    pending: false,
    error: null,
    nowMs: Date.UTC(2026, 10, 22, 9),
    onSubmit: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { options: SHELL_VIEWPORTS } },
} satisfies Meta<typeof IssueCreateDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

/** Blank, from the list's "New issue": the user has two spaces with issues on and chooses one. */
export const Blank: Story = {
  tags: ['shot'],
  args: {
    spaces: [
      { id: 1, name: 'Demo workspace' },
      { id: 7, name: 'Second shop' },
    ],
    spaceId: null,
  },
  play: async ({ globals }) => {
    const t = storyT(globals);
    const form = within(await dialog());
    await expect(form.getByRole('combobox', { name: t('issues:create.space') })).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: new RegExp(t('issues:create.titleField')) })).toHaveValue('');
  },
};

export const FromComment: Story = {
  // Also en + dark and the phone's 375 px (docs/visual.md).
  tags: ['shot-variants'],
  args: { sourceLabel: 'Из комментария', initialText: COMMENT, defaultAssignee: MEMBERS[0]!.name },
  play: async ({ globals, args }) => {
    const t = storyT(globals);
    const form = within(await dialog());
    // The comment's text as one line, the defaults left to the server (assignee, due date).
    await expect(form.getByRole('textbox', { name: new RegExp(t('issues:create.titleField')) })).toHaveValue(
      'Заказ пришёл без инструкции, и поддержка не отвечает уже третий день. Что делать?',
    );
    await userEvent.click(form.getByRole('button', { name: t('issues:create.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Заказ пришёл без инструкции, и поддержка не отвечает уже третий день. Что делать?',
      priority: 'normal',
    });
  },
};

export const FromChat: Story = {
  args: { sourceLabel: 'Из чата', initialText: 'Где мой заказ?' },
  play: async ({ globals, args }) => {
    const t = storyT(globals);
    const form = within(await dialog());
    await userEvent.selectOptions(form.getByRole('combobox', { name: t('issues:create.priority') }), 'high');
    await expect(form.getByText(t('issues:create.dueDefault', { count: 4 }))).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: t('issues:create.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Где мой заказ?', priority: 'high' });
  },
};

export const Validation: Story = {
  tags: ['shot'],
  args: { sourceLabel: 'Из комментария', initialText: '' },
  play: async ({ globals, args }) => {
    const t = storyT(globals);
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: new RegExp(t('issues:create.due')) }), '2026-11-01');
    await userEvent.click(form.getByRole('button', { name: t('issues:create.submit') }));
    await expect(await form.findByText(t('issues:create.problem.titleEmpty'))).toBeInTheDocument();
    await expect(form.getByText(t('issues:create.problem.duePast'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  tags: ['shot'],
  args: {
    sourceLabel: 'Из чата',
    initialText: 'Где мой заказ?',
    error: 'Your role does not allow changing issues',
  },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('Your role does not allow changing issues');
  },
};

export const Pending: Story = {
  args: { sourceLabel: 'Из комментария', initialText: 'Где мой заказ?', pending: true },
};

export const Phone: Story = {
  args: { sourceLabel: 'Из комментария', initialText: COMMENT },
  globals: viewport('phone'),
  play: async ({ globals }) => {
    const form = within(await dialog());
    await expect(form.getByRole('button', { name: storyT(globals)('issues:create.submit') })).toBeVisible();
  },
};
