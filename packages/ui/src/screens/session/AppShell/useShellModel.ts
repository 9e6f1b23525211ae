import { useTranslation } from 'react-i18next';
import { TITLE_NAMESPACES } from '@console/locales';
import type { Counts } from '@console/api/contract';
import { accountErrors } from '@console/machines/rules/accountErrors';
import { appliedFilters, withoutFilters } from '@console/machines/rules/filterCount';
import { currentMainMenuId, mainMenu, type MainMenuId } from '@console/machines/rules/mainMenu';
import { matchRoute } from '@console/machines/rules/routes';
import { settingsMenu } from '@console/machines/rules/settingsMenu';
import { userMenuLinks } from '@console/machines/rules/userMenu';
import type { AccountError } from '../../layout/ErrorsMenu/ErrorsMenu.tsx';
import type { AppliedFilterView } from '../../layout/FilterButton/FilterButton.tsx';
import type { IconName } from '../../../components/Icon/Icon.tsx';
import type { MainMenuEntryView } from '../../layout/MainMenu/MainMenu.tsx';
import type { SettingsMenuEntry } from '../../layout/SettingsMenu/SettingsMenu.tsx';
import type { UserMenuLink } from '../../layout/UserMenu/UserMenu.tsx';
import { useConfig, useMe, useObjects } from '../../../data/index.ts';
import { useLiveCounts } from '../../../data/live.ts';

const MAIN_MENU_ICONS: Record<MainMenuId, IconName> = {
  statistics: 'statistics',
  messages: 'messages',
  comments: 'comments',
  analytics: 'analytics',
  monitoring: 'monitoring',
  issues: 'issues',
  csi: 'csi',
  qa: 'qa',
};

const USER_LINK_ICONS: Record<string, IconName> = {
  'notifications-page': 'bell',
  'profile-page': 'profile',
  'user-setting-page': 'tune',
  'referral-page': 'gift',
};

export interface ShellModel {
  title: string;
  back: boolean;
  /** Null where the route has no filter button. */
  filters: AppliedFilterView[] | null;
  /** The query of this page without its filters. */
  resetSearch: string;
  mainMenu: MainMenuEntryView[];
  settingsMenu: SettingsMenuEntry[];
  userLinks: UserMenuLink[];
  accountErrors: AccountError[];
  user: { name: string; email: string } | null;
}

// Everything the top bar and the menus show, from the route registry, the config, the accounts and the counts.
export function useShellModel(location: string, search: string): ShellModel {
  const { t } = useTranslation(['shell', 'common']);
  const config = useConfig().data;
  // The user dropdown (and its logout) only needs who is signed in: v1/me answers it if the config does not.
  const me = useMe().data;
  const user = config?.user ?? me ?? null;
  const objects = useObjects().data;
  const liveCounts = useLiveCounts().data;
  const route = matchRoute(location)?.route ?? null;
  const access = config ? { user: config.user, spaces: config.spaces } : null;
  // The config carries the counts too (spec §3); the poll keeps them fresh where it runs (spec §7).
  const counts: Counts | null = liveCounts ?? config ?? null;
  const current = currentMainMenuId(location);
  const title = (titleKey: string) => t(titleKey, { ns: TITLE_NAMESPACES });

  const filters = route?.filters
    ? appliedFilters(search, route.filters).map((filter) => ({
        ...filter,
        label: t(`filters.names.${filter.name}`, { defaultValue: filter.name }),
      }))
    : null;

  return {
    title: title(route?.titleKey ?? 'titles.notFound'),
    back: route?.back === true,
    filters,
    resetSearch: route?.filters ? withoutFilters(search, route.filters) : search,
    mainMenu: access
      ? mainMenu({
          ...access,
          accounts: objects ? { companies: objects.companies.length, objects: objects.items.length } : null,
          counts,
        }).map((entry) => ({
          id: entry.id,
          href: entry.route.path,
          label: title(entry.route.titleKey),
          ...(entry.id === 'messages' ? { shortLabel: t('menu.messagesShort') } : {}),
          icon: MAIN_MENU_ICONS[entry.id],
          count: entry.count,
          expiredCount: entry.expiredCount,
          current: entry.id === current,
        }))
      : [],
    settingsMenu: access
      ? settingsMenu(access).map((entry) => ({ id: entry.name, href: entry.path, label: title(entry.titleKey) }))
      : [],
    userLinks: user
      ? userMenuLinks({ user, spaces: config?.spaces ?? [] }).map((entry) => ({
          id: entry.name,
          href: entry.path,
          label: title(entry.titleKey),
          icon: USER_LINK_ICONS[entry.name] ?? 'user',
        }))
      : [],
    accountErrors: accountErrors(objects?.items ?? []).map((object) => ({
      id: object.id,
      name: object.name,
      provider: object.provider,
      error: object.error ?? '',
      href: `/settings/accounts/${object.id}`,
    })),
    user: user ? { name: user.name, email: user.email } : null,
  };
}
