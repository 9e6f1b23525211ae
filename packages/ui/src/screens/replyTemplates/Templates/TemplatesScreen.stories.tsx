import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { RouteGuard } from '../../session/RouteGuard/RouteGuard.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { TemplatesScreen } from './TemplatesScreen.tsx';

// /settings/templates replaying the administrator's templates (the templateSettings recording, docs/mocks.md): the
// demo space's ten, for every network, for one network, and one for the demo VK account.
const meta = {
  title: 'Screens/ReplyTemplates/Templates',
  component: TemplatesScreen,
  parameters: { layout: 'fullscreen', route: '/settings/templates', session: 'signedIn', recorded: ['templateSettings'] },
} satisfies Meta<typeof TemplatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.templateSettings);
// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };
export const Error: Story = { ...states.Error, tags: ['shot'] };

// spec §2.5, §6: the templates role; a moderator has it off by default, and the route guard says 'No access'.
export const NoAccess: Story = {
  parameters: { session: { email: 'moderator@demo.local' } },
  render: () => (
    <RouteGuard>
      <TemplatesScreen />
    </RouteGuard>
  ),
  play: async ({ canvasElement, globals }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 });
    await expect(heading).toHaveTextContent(storyT(globals)('shell:noAccess.title'));
  },
};

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.templateSettings.empty),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(storyT(globals)('replyTemplates:none'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('searchbox')).toBeNull();
  },
};

// Each template with its scope: every network, a network, or the network and the account.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const greeting = await canvas.findByRole('link', { name: 'Приветствие' }, { timeout: 5000 });
    await expect(greeting).toHaveAttribute('href', '/settings/templates/1');
    await expect(within(greeting.closest('li')!).getByText(t('replyTemplates:scope.all'))).toBeInTheDocument();
    const promo = canvas.getByRole('link', { name: 'Акция для подписчиков' }).closest('li')!;
    await expect(within(promo).getByText('VK')).toBeInTheDocument();
    const menu = canvas.getByRole('link', { name: 'Меню и часы работы' }).closest('li')!;
    await expect(await within(menu).findByText('VK · Кофейня «Зерно» ВКонтакте', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

// The search finds a name or a text; nothing found says so.
export const SearchesByNameOrText: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: t('replyTemplates:search') }, { timeout: 5000 });
    await userEvent.type(search, 'промокод');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Акция для подписчиков' })).toBeInTheDocument();
    await userEvent.type(search, 'zzz');
    await expect(canvas.getByText(t('replyTemplates:noMatch'))).toBeInTheDocument();
  },
};
