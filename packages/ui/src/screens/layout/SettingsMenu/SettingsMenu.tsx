import { useTranslation } from 'react-i18next';
import { DropdownItem, DropdownMenu } from '../../../components/DropdownMenu/DropdownMenu.tsx';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';

export interface SettingsMenuEntry {
  /** A stable key (the route name). */
  id: string;
  href: string;
  label: string;
}

export interface SettingsMenuProps {
  entries: readonly SettingsMenuEntry[];
}

// spec §2.5: the settings dropdown; hidden entirely when the user may open none of its entries.
export function SettingsMenu({ entries }: SettingsMenuProps) {
  const { t } = useTranslation('shell');
  if (entries.length === 0) return null;
  return (
    <DropdownMenu label={t('settingsMenu.trigger')} trigger={<IconButton icon="settings" label={t('settingsMenu.trigger')} />}>
      {entries.map((entry) => (
        <DropdownItem key={entry.id} id={entry.id} href={entry.href}>
          {entry.label}
        </DropdownItem>
      ))}
    </DropdownMenu>
  );
}
