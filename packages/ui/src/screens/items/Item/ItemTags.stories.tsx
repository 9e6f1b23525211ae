import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen } from 'storybook/test';
import { MOCK_TEXTS } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { fixedNow } from '../../inbox/itemStorySupport.tsx';
import { ItemScreen } from './ItemScreen.tsx';

// spec §7 GET v1/tags: the item page's tag picker loads the tags; spec §8 "Tag load failure" when it cannot.
const meta = {
  title: 'Screens/Items/ItemTags',
  component: ItemScreen,
  args: { id: 46 },
  decorators: [fixedNow],
  parameters: { layout: 'fullscreen', route: '/items/46', session: { email: 'operator@demo.local' }, recorded: ['itemPage'] },
} satisfies Meta<typeof ItemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// spec §8: 'Error on load tags', ': ' and the server's error, '. Try again later.', for 30 s, closable.
export const SaysWhenTheTagsCannotBeLoaded: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(http.get('*/v1/tags', () => HttpResponse.json({ error: MOCK_TEXTS.ru.internal }, { status: 500 }))),
  play: async ({ globals }) => {
    const text = storyT(globals)('common:errors.tagsFailed', { detail: `: ${MOCK_TEXTS.ru.internal}` });
    await expect(await screen.findByRole('alertdialog', { name: text }, { timeout: 5000 })).toBeInTheDocument();
  },
};
