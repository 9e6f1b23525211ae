import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { ITEMS_VIEWPORTS, viewport } from '../../inbox/itemsStorySupport.tsx';
import { atRecordedNow } from '../../chats/Chat/chatStorySupport.tsx';
import { IssueAuthorsScreen } from './IssueAuthorsScreen.tsx';

// /issues/authors replaying the issuesList recording: the customer of the issue made from a comment.
const meta = {
  title: 'Screens/Issues/Authors',
  component: IssueAuthorsScreen,
  decorators: [atRecordedNow],
  parameters: {
    layout: 'fullscreen',
    route: '/issues/authors',
    session: { email: 'admin@demo.local' },
    recorded: ['issuesList'],
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof IssueAuthorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('list', { name: storyT(globals)('items:authors.label') }, { timeout: 5000 });

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.issueAuthors.slow),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.issueAuthors.serverError500),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.issueAuthors.empty),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(storyT(globals)('items:authors.empty'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

// An author opens the list of the issues made for them (/issues?author_id=…).
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const authors = await list(canvasElement, globals);
    await waitFor(() => expect(within(authors).getAllByRole('listitem').length).toBe(1));
    await expect(within(authors).getAllByRole('link')[0]).toHaveAttribute('href', '/issues?author_id=15');
  },
};
