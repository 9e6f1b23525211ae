import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  usePageCommandsReader,
  usePaletteChord,
  type PaletteCommand,
  type PaletteSection,
} from '../../layout/CommandPalette/commands.tsx';
import { usePreloadWhenIdle } from '../../../lazy/preload.ts';
import { useOnceTrue } from '../../../lazy/useOnceTrue.ts';
import { sectionFilterEntries, useSectionFilters } from '../SavedFiltersMenu/sectionFilters.ts';

// The palette's code loads when the page is idle or at the first Ctrl+K (quality.md budgets).
const loadPalette = () => import('../../layout/CommandPalette/CommandPalette.tsx');
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));

/** A page of the top bar's menus: id, path, title. */
export interface ShellLink {
  id: string;
  href: string;
  label: string;
}

export interface ShellCommandPaletteProps {
  /** The main menu, the settings dropdown and the user dropdown as the shell shows them (their guards applied). */
  mainMenu: readonly ShellLink[];
  settingsMenu: readonly ShellLink[];
  userLinks: readonly ShellLink[];
  /** Whether a page link has a screen (the console's route-to-screen map); absent: every link. */
  isBuilt?: (href: string) => boolean;
  /** Stories open it at once. */
  defaultOpen?: boolean;
}

const everyPage = () => true;

// screens.md "Keyboard": Ctrl/Cmd+K on every signed-in page. What it offers: the current page's actions (the item
// page's, as its shortcuts run them), the saved filters of this section (spec §2.5), and every built page the menus show.
export function ShellCommandPalette({
  mainMenu,
  settingsMenu,
  userLinks,
  isBuilt = everyPage,
  defaultOpen = false,
}: ShellCommandPaletteProps) {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const [isOpen, setOpen] = useState(defaultOpen);
  const [chosen, setChosen] = useState<PaletteCommand | null>(null);
  const needed = useOnceTrue(isOpen);
  const readPageCommands = usePageCommandsReader();
  const { page, filters } = useSectionFilters();
  usePreloadWhenIdle(loadPalette);
  usePaletteChord(() => setOpen((open) => !open));

  // A command runs once the palette has closed and handed focus back, so it may move the focus itself (R: the reply).
  useEffect(() => {
    if (isOpen || !chosen) return;
    setChosen(null);
    chosen.run();
  }, [isOpen, chosen]);

  const links = (id: string, title: string, entries: readonly ShellLink[]): PaletteSection => ({
    id,
    title,
    // Only pages with a screen: the menus also name pages not built yet (spec §2.5), which would open 'Page not found'.
    commands: entries
      .filter((entry) => isBuilt(entry.href))
      .map((entry) => ({ id: entry.id, label: entry.label, run: () => navigate(entry.href) })),
  });
  const sections: PaletteSection[] = [];
  if (isOpen) {
    sections.push(...readPageCommands());
    if (page) {
      const saved = sectionFilterEntries(page, filters).map(({ id, href, name }) => ({ id: String(id), href, label: name }));
      sections.push(links('filters', t('palette.sections.filters'), saved));
    }
    sections.push(
      links('pages', t('palette.sections.pages'), mainMenu),
      links('settings', t('palette.sections.settings'), settingsMenu),
      links('user', t('palette.sections.user'), userLinks),
    );
  }

  return needed ? (
    <Suspense fallback={null}>
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={setOpen}
        sections={sections}
        onRun={(command) => {
          setChosen(command);
          setOpen(false);
        }}
      />
    </Suspense>
  ) : null;
}
