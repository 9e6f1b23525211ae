import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { issuesBulkRefusedAnswer, scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { historyOf } from '../../../storySupport/location.ts';
import { ITEMS_VIEWPORTS, viewport } from '../../inbox/itemsStorySupport.tsx';
import { atRecordedNow } from '../../chats/Chat/chatStorySupport.tsx';
import { IssuesScreen } from './IssuesScreen.tsx';

// /issues replaying what the server answered on the test seed after the issuesList script made five issues
// (apps/server/src/recording/scripts/issuesList.ts): #1 from a comment, high, overdue, in the department Продажи;
// #2 waiting; #3 low; #4 in the workspace's own status 'review'; #5 closed (docs/issues.md "Screens: list").
const meta = {
  title: 'Screens/Issues/List',
  component: IssuesScreen,
  decorators: [atRecordedNow],
  parameters: {
    layout: 'fullscreen',
    route: '/issues',
    session: { email: 'admin@demo.local' },
    recorded: ['issuesList'],
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof IssuesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('region', { name: storyT(globals)('issues:list.label') }, { timeout: 5000 });
const rows = (element: HTMLElement) => within(element).getAllByRole('listitem');

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.issuesList.slow),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.issuesList.serverError500),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: storyT(globals)('common:actions.retry') })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.issuesList.empty),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(storyT(globals)('issues:list.nothing'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

// spec §9's statuses: #3, #2, #1 newest first; the overdue one's due date in red, named; the department and author.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const shown = await list(canvasElement, globals);
    await waitFor(() => expect(rows(shown).length).toBe(3));
    await expect(rows(shown)[0]).toHaveTextContent(t('issues:list.row.number', { number: 3 }));
    const first = rows(shown)[2]!;
    await expect(within(first).getByRole('link', { name: 'Вернуть деньги за заказ 1042' })).toHaveAttribute('href', '/issues/1');
    await expect(within(first).getByText(new RegExp(t('issues:list.row.overdue', { date: '' }).trim()))).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(within(first).getByText(t('issues:list.row.department', { name: 'Продажи' }))).toBeVisible();
    await expect(within(rows(shown)[1]!).getByText(t('issues:status.waiting'))).toBeVisible();
    // An administrator processes issues: rows can be selected.
    await expect(within(first).getByRole('checkbox')).toBeVisible();
  },
};

// A workspace's own status is offered by the settings and shown by its own name.
export const FilteredByAWorkspacesStatus: Story = {
  tags: ['shot'],
  parameters: {
    route: '/issues?status[]=new&status[]=inprogress&status[]=waiting&status[]=delayed&status[]=review',
  },
  play: async ({ canvasElement, globals }) => {
    const shown = await list(canvasElement, globals);
    await waitFor(() => expect(rows(shown).length).toBe(4));
    await expect(within(rows(shown)[0]!).getByText('review')).toBeVisible();
    const statuses = within(canvasElement).getByRole('group', { name: storyT(globals)('issues:list.filters.status') });
    await expect(within(statuses).getByRole('checkbox', { name: 'review' })).toBeChecked();
  },
};

export const FiltersByStatus: Story = {
  name: 'filters by status and the URL keeps it',
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    await list(canvasElement, globals);
    const statuses = within(canvasElement).getByRole('group', { name: t('issues:list.filters.status') });
    for (const status of ['new', 'inprogress', 'delayed'])
      await userEvent.click(within(statuses).getByRole('checkbox', { name: t(`issues:status.${status}`) }));
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/issues?status%5B%5D=waiting'));
    const shown = await list(canvasElement, globals);
    await waitFor(() => expect(rows(shown).length).toBe(1));
    await expect(rows(shown)[0]).toHaveTextContent('Перезвонить по доставке');
  },
};

// Nothing matches the search: it is named and "Reset filters" goes back to the user's own list.
export const NoMatchResetsTheFilters: Story = {
  tags: ['shot'],
  parameters: { route: '/issues?q=нет такой задачи' },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    const empty = await within(canvasElement).findByRole('status', {}, { timeout: 5000 });
    await expect(empty).toHaveTextContent(t('issues:list.empty'));
    await userEvent.click(within(empty).getByRole('button', { name: t('issues:list.reset') }));
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/issues'));
    await waitFor(async () => expect(rows(await list(canvasElement, globals)).length).toBe(3));
  },
};

// The authors page's link: the issues made for one customer.
export const OneAuthorsIssues: Story = {
  parameters: { route: '/issues?author_id=15' },
  play: async ({ canvasElement, globals }) => {
    const shown = await list(canvasElement, globals);
    await waitFor(() => expect(rows(shown).length).toBe(1));
    await expect(rows(shown)[0]).toHaveTextContent('Вернуть деньги за заказ 1042');
  },
};

// The operator closes the two newest at once (POST v1/issues/bulk): the bar says so and the list reloads without them.
export const BulkClosesTwo: Story = {
  name: 'closes two issues at once',
  parameters: { session: { email: 'operator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const shown = await list(canvasElement, globals);
    await waitFor(() => expect(rows(shown).length).toBe(3));
    await userEvent.click(within(rows(shown)[0]!).getByRole('checkbox'));
    await userEvent.click(within(rows(shown)[1]!).getByRole('checkbox'));
    const bar = within(canvasElement).getByRole('region', { name: t('issues:list.bulk.title') });
    await expect(bar).toHaveTextContent(t('issues:list.bulk.selected', { count: 2 }));
    await userEvent.selectOptions(within(bar).getByLabelText(t('issues:list.bulk.status')), 'closed');
    await userEvent.click(within(bar).getByRole('button', { name: t('issues:list.bulk.apply') }));
    await expect(await within(canvasElement).findByText(t('issues:list.bulk.done', { count: 2 }))).toBeVisible();
    await waitFor(async () => expect(rows(await list(canvasElement, globals)).length).toBe(1));
  },
};

// Every chosen issue refused (a fixed answer): each is said with the server's reason and stays selected.
export const SaysTheRefusedOnes: Story = {
  name: 'says each refused issue and keeps it selected',
  parameters: { session: { email: 'operator@demo.local' } },
  beforeEach: ({ msw }) => void msw.use(...issuesBulkRefusedAnswer([3])),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const shown = await list(canvasElement, globals);
    await waitFor(() => expect(rows(shown).length).toBe(3));
    await userEvent.click(within(rows(shown)[0]!).getByRole('checkbox'));
    const bar = within(canvasElement).getByRole('region', { name: t('issues:list.bulk.title') });
    await userEvent.click(within(bar).getByRole('button', { name: t('issues:list.bulk.apply') }));
    const refused = t('issues:list.bulk.failed', { number: 3, error: '' });
    await expect(
      await within(canvasElement).findByText((text) => text.startsWith(refused) && text.length > refused.length),
    ).toBeVisible();
    await expect(within(rows(shown)[0]!).getByRole('checkbox')).toBeChecked();
  },
};

// spec §1: read only (and analyst) see the list, without selection or bulk bar.
export const ReadOnlyRole: Story = {
  tags: ['shot'],
  parameters: { session: { email: 'reader@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const shown = await list(canvasElement, globals);
    await waitFor(() => expect(rows(shown).length).toBe(3));
    await expect(within(shown).queryByRole('checkbox')).toBeNull();
    await expect(within(canvasElement).queryByText(storyT(globals)('issues:list.bulk.selectAll'))).toBeNull();
  },
};

// A phone: the filters fold away above the list; nothing overflows.
export const Phone: Story = {
  globals: viewport('phone'),
  play: async ({ canvasElement, globals }) => {
    const shown = await list(canvasElement, globals);
    await waitFor(() => expect(rows(shown).length).toBe(3));
    await expect(within(canvasElement).getByRole('button', { name: storyT(globals)('issues:list.filters.show') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
