import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { AppShell } from '../../session/AppShell/AppShell.tsx';
import { SHELL_VIEWPORTS, shellArgs, viewport } from '../../session/AppShell/appShellStorySupport.tsx';
import { fixedNow, recordedItem } from '../../inbox/itemStorySupport.tsx';
import { ItemScreen } from './ItemScreen.tsx';

// screens.md "Keyboard": Ctrl/Cmd+K on the item page offers the item's actions that the role and the network allow,
// and runs them through the page's own shortcut handlers; the page sits in the shell that holds the palette. A
// Telegram item of the test seed as the server answers it (the itemPage recording).
const ITEM = recordedItem('operator', 47).item;
const meta = {
  title: 'Screens/Items/Item/CommandPalette',
  component: ItemScreen,
  args: { id: ITEM.id },
  render: (args) => (
    <AppShell {...shellArgs()}>
      <ItemScreen {...args} />
    </AppShell>
  ),
  decorators: [fixedNow],
  parameters: {
    layout: 'fullscreen',
    route: `/items/${ITEM.id}`,
    recorded: ['itemPage'],
    session: { email: 'operator@demo.local' },
    viewport: { options: SHELL_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof ItemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type T = ReturnType<typeof storyT>;
// An item action's name: its label and its key ('Reply R').
const named = (t: T, name: string) => new RegExp(`^${t(`item:palette.${name}`)} [A-Z]$`);
const item = (t: T, name: string) => screen.findByRole('menuitem', { name: named(t, name) });

async function openPalette(canvasElement: HTMLElement, t: T) {
  await within(canvasElement).findAllByText(ITEM.text, undefined, { timeout: 5000 });
  await userEvent.keyboard('{Control>}k{/Control}');
  // The palette's code loads at the first Ctrl+K when the idle preload has not come yet.
  return screen.findByRole('dialog', { name: t('shell:palette.title') }, { timeout: 5000 });
}

// An operator: reply, close, tag, assign, priority and block, each with its key.
export const OpenOnAnItem: Story = {
  tags: ['shot-variants'],
  name: 'open on an item',
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const dialog = await openPalette(canvasElement, t);
    await expect(within(dialog).getByText(t('item:palette.section'))).toBeVisible();
    for (const name of ['reply', 'close', 'tag', 'assign', 'priority', 'block']) await expect(await item(t, name)).toBeVisible();
  },
};

export const RunsReplyFromThePalette: Story = {
  name: 'runs Reply from the palette',

  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await openPalette(canvasElement, t);
    await userEvent.keyboard(t('item:palette.reply'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reply = await within(canvasElement).findByRole('textbox', { name: t('item:reply.title') });
    await waitFor(() => expect(reply).toHaveFocus());
  },
};

export const ClosesTheItemFromThePalette: Story = {
  name: 'closes the item from the palette',

  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await openPalette(canvasElement, t);
    await userEvent.click(await item(t, 'close'));
    const status = within(canvasElement).getByRole('combobox', { name: t('item:controls.status') });
    await waitFor(() => expect(status).toHaveValue('closed'));
  },
};

// spec §1: a moderator tags, closes and blocks, but does not reply, assign or set the priority.
export const ModeratorIsOfferedNoReply: Story = {
  name: 'a moderator is offered no reply',
  parameters: { session: { email: 'moderator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const dialog = await openPalette(canvasElement, t);
    await expect(await item(t, 'close')).toBeVisible();
    await expect(await item(t, 'tag')).toBeVisible();
    await expect(await item(t, 'block')).toBeVisible();
    for (const name of ['reply', 'assign', 'priority'])
      await expect(within(dialog).queryByRole('menuitem', { name: named(t, name) })).toBeNull();
  },
};

// Everything the item page offers, each value its own entry ("Priority: High"), run by the controls' own handlers.
export const OffersEveryChoiceOfTheItemPage: Story = {
  name: 'offers every choice of the item page',
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const dialog = await openPalette(canvasElement, t);
    const choice = (key: string, value: string) =>
      within(dialog).getByRole('menuitem', { name: t(`shell:palette.choice.${key}`, { value }) });
    await expect(within(dialog).getByRole('menuitem', { name: t('shell:palette.choice.assignMe') })).toBeVisible();
    await expect(
      within(dialog).getByRole('menuitem', { name: new RegExp(`^${t('shell:palette.choice.template')}`) }),
    ).toBeVisible();
    await expect(
      choice('status', t(`item:statuses.${ITEM.status === 'inprogress' ? 'open' : 'inprogress'}`)),
    ).toBeInTheDocument();
    await expect(
      within(dialog).getAllByRole('menuitem', { name: new RegExp(`^${t('shell:palette.choice.tag', { value: '' })}`) }).length,
    ).toBeGreaterThan(0);
    // The recorded PATCH answers as recorded (the item closed), so only the entries are checked here, not their effect.
    await expect(choice('priority', t('item:priorities.high'))).toBeInTheDocument();
  },
};
