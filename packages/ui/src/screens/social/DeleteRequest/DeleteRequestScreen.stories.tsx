import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { replayedAnonymous } from '../../../storySupport/recordedPublic.ts';
import { DeleteRequestScreen } from './DeleteRequestScreen.tsx';

const TEXTS = {
  ru: {
    completed: 'Выполнен: ваши данные удалены',
    running: 'Выполняется: ваши данные удаляются',
    notFound: 'Запрос на удаление данных не найден',
    network: 'Сервис недоступен',
  },
  en: {
    completed: 'Completed: your data has been deleted',
    running: 'In progress: your data is being deleted',
    notFound: 'Data deletion request not found',
    network: 'Service is unavailable',
  },
};

const meta = {
  tags: ['shot'],
  title: 'Screens/Social/DeleteRequest',
  component: DeleteRequestScreen,
  parameters: { layout: 'fullscreen', route: '/deleterequest/demo-deletion-done' },
  beforeEach: ({ msw }) => void msw.use(...replayedAnonymous('deleteRequest')),
  render: () => (
    <Route path="/deleterequest/:id">
      <DeleteRequestScreen />
    </Route>
  ),
} satisfies Meta<typeof DeleteRequestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(TEXTS[localeOf(globals)].completed)).toBeInTheDocument();
    await expect(within(canvasElement).getByText('demo-deletion-done')).toBeInTheDocument();
  },
};

export const InProgress: Story = {
  parameters: { route: '/deleterequest/demo-deletion-running' },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(TEXTS[localeOf(globals)].running)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.deleteRequest.slow),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/deleterequest/unknown-request' },
  play: async ({ canvasElement, globals }) =>
    waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TEXTS[localeOf(globals)].notFound)),
};

export const Error: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.deleteRequest.networkError),
  play: async ({ canvasElement, globals }) =>
    waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TEXTS[localeOf(globals)].network)),
};
