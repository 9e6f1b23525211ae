import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { routeByName } from '@console/machines/rules/routes';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { expectNavigatedTo, historyOf } from '../../../storySupport/location.ts';
import { AppShell } from '../AppShell/AppShell.tsx';
import { shellArgs, shellParameters, viewport } from '../AppShell/appShellStorySupport.tsx';

// screens.md "Keyboard": Ctrl/Cmd+K on any signed-in page; the pages of the menus (their guards applied) and the
// saved filters of the current section (spec §2.5).
const meta = {
  title: 'Screens/Session/AppShell/CommandPalette',
  component: AppShell,
  args: shellArgs(),
  parameters: { ...shellParameters, route: '/items' },
  globals: viewport('desktop'),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (t: ReturnType<typeof storyT>) => {
  await screen.findByRole('banner');
  await userEvent.keyboard('{Control>}k{/Control}');
  // The palette's code loads at the first Ctrl+K when the idle preload has not come yet.
  const dialog = await screen.findByRole('dialog', { name: t('shell:palette.title') }, { timeout: 5000 });
  // The menus come from GET v1/config: the palette shows them once it has answered.
  await within(dialog).findByRole('menuitem', { name: t('shell:titles.accountsPage') }, { timeout: 5000 });
  return dialog;
};

export const OpenOnTheCommentsList: Story = {
  tags: ['shot-variants'],
  name: 'open on the comments list',
  play: async ({ globals }) => {
    const t = storyT(globals);
    const dialog = await open(t);
    await expect(await within(dialog).findByRole('menuitem', { name: 'Новые' })).toBeVisible();
    await expect(within(dialog).getByText(t('shell:palette.sections.pages'))).toBeVisible();
    await expect(within(dialog).getByRole('menuitem', { name: t('shell:titles.accountsPage') })).toBeInTheDocument();
  },
};

export const AppliesASavedFilter: Story = {
  name: 'applies a saved filter',

  play: async ({ globals, loaded }) => {
    const t = storyT(globals);
    const dialog = await open(t);
    await userEvent.keyboard('Новые');
    await waitFor(() => expect(within(dialog).getAllByRole('menuitem')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/items?status%5B%5D=new'));
  },
};

export const GoesToAPageOfTheSettingsMenu: Story = {
  name: 'goes to a page of the settings menu',

  play: async ({ globals, loaded }) => {
    const t = storyT(globals);
    const dialog = await open(t);
    await userEvent.click(within(dialog).getByRole('menuitem', { name: t('shell:titles.accountsPage') }));
    await expectNavigatedTo(loaded, routeByName('accounts-page').path);
  },
};
