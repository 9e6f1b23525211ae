import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createI18n } from '@console/locales';
import { RECORDING_USERS, type Issue, type IssueDetail, type RecordingUser } from '@console/api/contract';
import { MOCK_TEXTS, RECORDINGS, scenarios } from '@console/api/mocks';
import { viewersStore } from '../../../data/viewers.ts';
import { SHELL_VIEWPORTS, viewport } from '../../session/AppShell/appShellStorySupport.tsx';
import { fixedNow } from '../../inbox/itemStorySupport.tsx';
import { recordedRead } from '../../inbox/recordedInbox.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { IssueScreen } from './IssueScreen.tsx';

// issues/{id} as the server answered it on the test seed (the issuePage recording, apps/server/src/recording/scripts/
// issues.ts): the first issue made from a comment, assigned and commented; the second with a long team thread. Their
// ids are the server's, read from the recording's creations.
const [FIRST, SECOND] = RECORDINGS.issuePage.steps
  .filter((step) => step.method === 'POST' && step.path === '/v1/issues')
  .map((step) => (step.answer as Issue).id) as [number, number];

const meta = {
  title: 'Screens/Issues/Issue',
  component: IssueScreen,
  args: { id: FIRST },
  decorators: [fixedNow],
  parameters: {
    layout: 'fullscreen',
    route: `/issues/${FIRST}`,
    session: 'signedIn',
    recorded: ['issuePage'],
    viewport: { options: SHELL_VIEWPORTS },
  },
} satisfies Meta<typeof IssueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = (globals: Record<string, unknown>) => {
  const locale = localeOf(globals);
  return { locale, t: createI18n(locale).getFixedT(locale, 'issues') };
};
const sessionOf = (as: RecordingUser) => (as === 'administrator' ? 'signedIn' : { email: RECORDING_USERS[as] });
const onIssue = (id: number, as: RecordingUser = 'administrator') => ({
  args: { id },
  parameters: { route: `/issues/${id}`, session: sessionOf(as) },
});
const FIRST_ISSUE = recordedRead<IssueDetail>('issuePage', 'administrator', `/v1/issues/${FIRST}`);
const issueLoaded = (canvasElement: HTMLElement, title = FIRST_ISSUE.issue.title) =>
  within(canvasElement).findByRole('heading', { level: 1, name: new RegExp(title) }, { timeout: 5000 });

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.issuePage.slow),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.issuePage.serverError500),
  play: async ({ canvasElement, globals }) => {
    const { locale } = texts(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(MOCK_TEXTS[locale].internal);
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.issuePage.forbidden),
  play: async ({ canvasElement, globals }) => {
    const { locale, t } = texts(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(MOCK_TEXTS[locale].forbidden);
    await expect(within(canvasElement).getByRole('link', { name: t('page.backToList') })).toHaveAttribute('href', '/issues');
  },
};

// An unknown id, and one of a group the limited user is not in (spec §1): the same 'not found'.
export const NotFound: Story = {
  tags: ['shot'],
  ...onIssue(999),
  play: async ({ canvasElement, globals }) => {
    const { t } = texts(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('page.notFound'));
  },
};
export const NotFoundForAnotherGroup: Story = {
  ...onIssue(FIRST, 'limited'),
  play: NotFound.play!,
};

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = texts(globals);
    await issueLoaded(canvasElement);
    const canvas = within(canvasElement);
    // Plain text shown as text: the moderator's <b> is not markup.
    await expect(await canvas.findByText(/<b>без<\/b>/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('page.fields.status') })).toHaveValue(FIRST_ISSUE.issue.status);
    await expect(canvas.getByRole('combobox', { name: t('page.fields.assignee') })).toHaveValue(
      String(FIRST_ISSUE.issue.assignee!.id),
    );
    // The linked comment inline, with a link to its page.
    await expect(await canvas.findByRole('link', { name: t('page.linked.open') })).toHaveAttribute(
      'href',
      `/items/${FIRST_ISSUE.issue.item_ids[0]}`,
    );
    await expect(canvas.getByRole('list', { name: t('page.history.title') })).toHaveTextContent(
      t('page.history.created', { who: 'Anna Admin' }),
    );
  },
};

// Read only and analyst (spec §1): everything shown, nothing to change.
export const ReadOnly: Story = {
  tags: ['shot'],
  ...onIssue(FIRST, 'reader'),
  play: async ({ canvasElement, globals }) => {
    const { t } = texts(globals);
    await issueLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('page.readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: t('page.fields.status') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('page.thread.send') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `${t('page.edit')}: ${t('page.fields.title')}` })).toBeNull();
  },
};

// A moderator set a status meanwhile: the administrator's priority change is refused (409); who changed what is said,
// the server's issue shown, and the change kept for one click.
export const Conflict: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const { t } = texts(globals);
    await issueLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('page.fields.priority') }), 'low');
    const notice = await canvas.findByText(t('page.conflict.title'));
    await expect(notice).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('page.conflict.reapply') })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: t('page.fields.status') })).toHaveValue('waiting');
  },
};

export const LongThread: Story = {
  tags: ['shot'],
  ...onIssue(SECOND, 'operator'),
  play: async ({ canvasElement, globals }) => {
    const { t } = texts(globals);
    await issueLoaded(canvasElement, 'Разобрать жалобы на доставку');
    const thread = within(canvasElement).getByRole('region', { name: t('page.thread.title') });
    await expect(within(thread).getAllByRole('listitem')).toHaveLength(24);
  },
};

export const WatchingNow: Story = {
  beforeEach: () => {
    viewersStore.apply([{ method: 'viewer.lock', target: { type: 'issue', id: FIRST }, user: { id: 4, name: 'Oleg Operator' } }]);
    return () => viewersStore.clear();
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = texts(globals);
    await expect(await within(canvasElement).findByText(t('page.viewers', { names: 'Oleg Operator' }))).toBeVisible();
  },
};

// At 375 px one column, the controls first, nothing wider than the page (Ready's variants shoot it).
export const Phone: Story = {
  globals: viewport('phone'),
  play: async ({ canvasElement }) => {
    await issueLoaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
