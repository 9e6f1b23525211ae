import { useConfig } from '../../../data/index.ts';
import { settingsHomeGroups } from './settingsSections.ts';
import { SettingsHomeView, type SettingsHomeViewProps } from './SettingsHomeView.tsx';

// spec §2.4 '' (settings-page): the user's roles and spaces from v1/config decide which sections show, as in the menus.
export function SettingsHomeScreen() {
  const config = useConfig();
  // Data already shown stays on screen when a later revalidation fails.
  const props: SettingsHomeViewProps = config.data
    ? { status: 'ready', groups: settingsHomeGroups(config.data) }
    : config.error
      ? { status: 'error', onRetry: () => void config.mutate(), retrying: config.isValidating }
      : { status: 'loading' };
  return <SettingsHomeView {...props} />;
}
