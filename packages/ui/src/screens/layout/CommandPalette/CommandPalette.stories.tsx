import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { CommandPalette } from './CommandPalette.tsx';
import { usePaletteChord, type PaletteCommand, type PaletteSection } from './commands.tsx';

// A page with a text field, the palette on Ctrl/Cmd+K, and what the last command did.
function Demo({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation(['shell', 'item']);
  const [isOpen, setOpen] = useState(defaultOpen);
  const [ran, setRan] = useState('');
  usePaletteChord(() => setOpen((open) => !open));
  const command = (id: string, label: string, keys?: string): PaletteCommand => ({
    id,
    label,
    ...(keys ? { keys } : {}),
    run: () => setRan(label),
  });
  const sections: PaletteSection[] = [
    {
      id: 'item',
      title: t('item:palette.section'),
      commands: [command('reply', t('item:palette.reply'), 'R'), command('close', t('item:palette.close'), 'E')],
    },
    { id: 'filters', title: t('palette.sections.filters'), commands: [command('1', 'Новые · 7 дней')] },
    {
      id: 'pages',
      title: t('palette.sections.pages'),
      commands: [command('stats', t('titles.statsItems')), command('items', t('titles.itemsPage'))],
    },
    { id: 'settings', title: t('palette.sections.settings'), commands: [command('accounts', t('titles.accountsPage'))] },
  ];
  return (
    <div style={{ padding: 24, display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField label="Note" value="" onChange={() => undefined} />
      <output aria-label="Last command">{ran}</output>
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={setOpen}
        sections={sections}
        onRun={(chosen) => {
          setOpen(false);
          chosen.run();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/CommandPalette',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const palette = (t: ReturnType<typeof storyT>) => screen.findByRole('dialog', { name: t('shell:palette.title') });
const searchBox = (t: ReturnType<typeof storyT>) => screen.getByRole('searchbox', { name: t('shell:palette.search') });

export const Open: Story = {
  tags: ['shot'],
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const t = storyT(globals);
    const dialog = await palette(t);
    await expect(within(dialog).getByRole('menuitem', { name: new RegExp(t('item:palette.reply')) })).toBeVisible();
    await expect(within(dialog).getByText(t('shell:palette.sections.pages'))).toBeVisible();
  },
};

// screens.md "Keyboard": a chord, so it opens from a text field too; Esc closes it and gives the focus back.
export const OpensWithCtrlKFromATextFieldAndEscGivesTheFocusBack: Story = {
  name: 'opens with Ctrl+K from a text field, and Esc gives the focus back',

  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const note = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette(t);
    await waitFor(() => expect(searchBox(t)).toHaveFocus());
    await expect(note).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(note).toHaveFocus());
    // Cmd+K on a Mac.
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await palette(t);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

// The first Esc closes it, typed text or not (a searchbox alone would clear the text first).
export const TheFirstEscClosesItWithTextTyped: Story = {
  name: 'the first Esc closes it with text typed',
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const t = storyT(globals);
    await palette(t);
    await userEvent.type(searchBox(t), t('item:palette.close').slice(0, 3));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const FiltersByTheTypedText: Story = {
  tags: ['shot'],
  name: 'filters by the typed text',
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const t = storyT(globals);
    const dialog = await palette(t);
    const pages = t('shell:titles.statsItems');
    await userEvent.type(searchBox(t), pages.slice(0, 5).toUpperCase());
    await waitFor(() => expect(within(dialog).getAllByRole('menuitem')).toHaveLength(1));
    await expect(within(dialog).getByRole('menuitem', { name: pages })).toBeVisible();
    await expect(within(dialog).queryByText(t('shell:palette.sections.settings'))).toBeNull();
  },
};

export const RunsTheChosenCommand: Story = {
  name: 'runs the chosen command',
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette(t);
    await userEvent.keyboard(t('item:palette.close'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('status', { name: 'Last command' })).toHaveTextContent(t('item:palette.close'));
  },
};

export const SaysWhenNothingMatches: Story = {
  name: 'says when nothing matches',
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const t = storyT(globals);
    const dialog = await palette(t);
    await userEvent.type(searchBox(t), 'zzqx');
    await expect(await within(dialog).findByText(t('shell:palette.empty'))).toBeVisible();
    // (react-aria keeps the empty state in the menu's one row)
    await expect(within(dialog).queryByRole('menuitem', { name: new RegExp(t('item:palette.reply')) })).toBeNull();
  },
};
