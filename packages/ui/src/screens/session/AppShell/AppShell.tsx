import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { backTarget } from '@console/machines/rules/backTarget';
import { faqLink } from '@console/machines/rules/userMenu';
import { ErrorsMenu } from '../../layout/ErrorsMenu/ErrorsMenu.tsx';
import { FilterButton } from '../../layout/FilterButton/FilterButton.tsx';
import { MainMenu } from '../../layout/MainMenu/MainMenu.tsx';
import { MenuDrawer } from '../../layout/MenuDrawer/MenuDrawer.tsx';
import { SettingsMenu } from '../../layout/SettingsMenu/SettingsMenu.tsx';
import { Brand, ShellLayout } from '../../layout/ShellLayout/ShellLayout.tsx';
import { TopBar, type TopBarAction } from '../../layout/TopBar/TopBar.tsx';
import { UserMenu, type ShellTheme } from '../../layout/UserMenu/UserMenu.tsx';
import { PageCommandsProvider } from '../../layout/CommandPalette/commands.tsx';
import { ShellCommandPalette } from '../CommandPalette/ShellCommandPalette.tsx';
import { browserHistory, type ShellHistory } from './browserHistory.ts';
import { useConfig } from '../../../data/resources.ts';
import { useNotAtTheDesk } from './useNotAtTheDesk.ts';
import { useShellModel } from './useShellModel.ts';

export interface AppShellProps {
  /** Runtime config `productName` and `faqUrl`. */
  productName: string;
  faqUrl: { ru: string; en: string };
  /** spec §4: dark or light, persisted by the caller. */
  theme: ShellTheme;
  onThemeChange: (theme: ShellTheme) => void;
  /** The frame's logout flow (spec §4 Logout). */
  onLogout: () => void;
  /** Other features' top-bar controls, wired by the console: operator status, billing, saved filters. */
  statusMenu?: ReactNode;
  billingMenu?: ReactNode;
  savedFiltersMenu?: ReactNode;
  /** The browser history (stories pass their own). */
  history?: ShellHistory;
  /** Whether a page link has a screen (the console's route-to-screen map): the palette lists only those. */
  isBuilt?: (href: string) => boolean;
  children: ReactNode;
}

// spec §2.5: the layout of every signed-in page — main menu (side menu or drawer), top bar, dropdowns.
export function AppShell({
  productName,
  faqUrl,
  theme,
  onThemeChange,
  onLogout,
  history = browserHistory,
  isBuilt,
  children,
  ...slots
}: AppShellProps) {
  const { i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const model = useShellModel(location, search);
  useNotAtTheDesk(
    useConfig().data?.user.id ?? null,
    model.mainMenu.map((entry) => entry.count),
  );
  // The drawer belongs to the page it was opened on: any navigation closes it (spec §2.5 drawer).
  const here = `${location}?${search}`;
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === here;

  // spec §2.5: back in history, or to the parent route (an item's list with its query) when this tab has no earlier
  // page of the console.
  const goBack = () => (history.canGoBack() ? history.back() : navigate(backTarget(location, search)));
  const resetFilters = () => navigate(model.resetSearch ? `${location}?${model.resetSearch}` : location);

  // On a phone the filter, status and errors stay in the bar; the rest go under "More" (TopBar).
  const actions: TopBarAction[] = [
    ...(model.filters ? [{ key: 'filters', node: <FilterButton filters={model.filters} onReset={resetFilters} /> }] : []),
    ...(model.filters && slots.savedFiltersMenu ? [{ key: 'savedFilters', node: slots.savedFiltersMenu, overflows: true }] : []),
    ...(slots.statusMenu ? [{ key: 'status', node: slots.statusMenu }] : []),
    ...(slots.billingMenu ? [{ key: 'billing', node: slots.billingMenu, overflows: true }] : []),
    { key: 'errors', node: <ErrorsMenu accounts={model.accountErrors} /> },
    ...(model.settingsMenu.length > 0
      ? [{ key: 'settings', node: <SettingsMenu entries={model.settingsMenu} />, overflows: true }]
      : []),
    ...(model.user
      ? [
          {
            key: 'user',
            node: (
              <UserMenu
                user={model.user}
                links={model.userLinks}
                theme={theme}
                onThemeChange={onThemeChange}
                helpUrl={faqLink(faqUrl, i18n.language)}
                onLogout={onLogout}
              />
            ),
            overflows: true,
          },
        ]
      : []),
  ];

  // The page's commands (the item page's actions) reach the palette through the provider (screens.md "Keyboard").
  return (
    <PageCommandsProvider>
      <ShellLayout
        sidebar={<MainMenu variant="sidebar" entries={model.mainMenu} leading={<Brand productName={productName} />} />}
        topBar={
          <TopBar
            title={model.title}
            onOpenMenu={() => setDrawerOpenOn(here)}
            menuOpen={drawerOpen}
            onBack={model.back ? goBack : null}
            actions={actions}
          />
        }
        drawer={
          <MenuDrawer isOpen={drawerOpen} onOpenChange={(open) => setDrawerOpenOn(open ? here : null)} title={productName}>
            <MainMenu variant="drawer" entries={model.mainMenu} onNavigate={() => setDrawerOpenOn(null)} />
          </MenuDrawer>
        }
      >
        {children}
      </ShellLayout>
      <ShellCommandPalette
        mainMenu={model.mainMenu}
        settingsMenu={model.settingsMenu}
        userLinks={model.userLinks}
        {...(isBuilt ? { isBuilt } : {})}
      />
    </PageCommandsProvider>
  );
}
