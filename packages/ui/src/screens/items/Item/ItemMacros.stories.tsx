import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ItemDetail } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { cheatSheetKeys, closeCheatSheet, focusPage } from '../../../components/Shortcuts/shortcutsStorySupport.ts';
import { fixedNow, onItem } from '../../inbox/itemStorySupport.tsx';
import { ItemScreen } from './ItemScreen.tsx';

// The item page's macros (docs/macros.md) replaying the macros recording (apps/server/src/recording/scripts/macros.ts):
// the operator runs 'Взять в работу' (Alt+1) on comment 45 as one change, and on comment 44 after an administrator
// changed it: refused with who changed what.
const RUN = 45;
const STALE = 44;
const TRIAGE = 'Взять в работу';

const meta = {
  title: 'Screens/Items/ItemMacros',
  component: ItemScreen,
  args: { id: RUN },
  decorators: [fixedNow],
  parameters: { layout: 'fullscreen', recorded: ['macros'] },
} satisfies Meta<typeof ItemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history line the run wrote, as the server answered the read after it. */
function ranLine(globals: Record<string, unknown>): string {
  const after = RECORDINGS.macros.steps.filter((step) => step.method === 'GET' && step.path === `/v1/items/${RUN}`).at(-1)!;
  const entry = (after.answer as ItemDetail).history.find((one) => one.field === 'macro')!;
  return storyT(globals)('item:history.ranMacro', { who: entry.user!.name, name: entry.to });
}

const openMenu = async (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const t = storyT(globals);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t('macros:run.menu') }, { timeout: 5000 }));
  return within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: new RegExp(TRIAGE) }, { timeout: 5000 });
};

export const RunsAMacroFromTheMenu: Story = {
  ...onItem(RUN, 'operator'),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await openMenu(canvasElement, globals));
    await expect(await within(canvasElement).findByText(ranLine(globals), {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

// Alt+1 runs it too; the cheat sheet lists the chord with the macro's name.
export const RunsAMacroByItsShortcut: Story = {
  ...onItem(RUN, 'operator'),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await within(canvasElement).findByRole('button', { name: t('macros:run.menu') }, { timeout: 5000 });
    focusPage();
    await expect(await cheatSheetKeys(globals)).toContain('Alt+1');
    await closeCheatSheet();
    await userEvent.keyboard('{Alt>}1{/Alt}');
    await expect(await within(canvasElement).findByText(ranLine(globals), {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

// An administrator changed the comment after the operator opened it: nothing applied, who changed what, run again.
export const SaysWhoChangedItFirst: Story = {
  ...onItem(STALE, 'operator'),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await userEvent.click(await openMenu(canvasElement, globals));
    const alert = await within(canvasElement).findByText(t('macros:run.conflictTitle', { name: TRIAGE }), {}, { timeout: 5000 });
    await expect(alert).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: t('macros:run.rerun') })).toBeInTheDocument();
  },
};
