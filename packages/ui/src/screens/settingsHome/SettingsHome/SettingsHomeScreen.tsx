import { useConfig } from '../../../data/index.ts';
import { visibleGroups } from '../../layout/sectionGroups.ts';
import { SETTINGS_GROUPS } from './settingsSections.ts';
import { SettingsHomeView, type SettingsHomeViewProps } from './SettingsHomeView.tsx';

// spec §2.4 '' (settings-page): the user's roles and spaces from v1/config decide which sections show.
export function SettingsHomeScreen() {
  const config = useConfig();
  // Data already shown stays on screen when a later revalidation fails.
  const props: SettingsHomeViewProps = config.data
    ? { status: 'ready', groups: visibleGroups(SETTINGS_GROUPS, config.data) }
    : config.error
      ? { status: 'error', onRetry: () => void config.mutate(), retrying: config.isValidating }
      : { status: 'loading' };
  return <SettingsHomeView {...props} />;
}
