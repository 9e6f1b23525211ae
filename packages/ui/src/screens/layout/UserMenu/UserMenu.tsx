import type { Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DropdownItem, DropdownMenu, DropdownSection } from '../../../components/DropdownMenu/DropdownMenu.tsx';
import type { IconName } from '../../../components/Icon/Icon.tsx';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { email as emailClass, identity } from './UserMenu.css.ts';

export type ShellTheme = 'light' | 'dark';

export interface UserMenuLink {
  id: string;
  href: string;
  label: string;
  icon: IconName;
}

export interface UserMenuProps {
  user: { name: string; email: string };
  /** Notifications, profile, my settings, referral programme (partners only): what the user may open. */
  links: readonly UserMenuLink[];
  theme: ShellTheme;
  onThemeChange: (theme: ShellTheme) => void;
  /** The FAQ of the interface language; opens in a new tab. */
  helpUrl: string;
  onLogout: () => void;
}

// spec §2.5: the user dropdown — who is signed in, the theme (dark or light), their pages, help and logout.
export function UserMenu({ user, links, theme, onThemeChange, helpUrl, onLogout }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const label = t('userMenu.trigger', { name: user.name });
  const chooseTheme = (keys: Selection) => {
    const [chosen] = keys === 'all' ? [] : [...keys];
    if ((chosen === 'light' || chosen === 'dark') && chosen !== theme) onThemeChange(chosen);
  };
  return (
    <DropdownMenu label={label} trigger={<IconButton icon="user" label={label} />}>
      <DropdownSection
        title={
          <span className={identity}>
            <bdi>{user.name}</bdi>
            <bdi className={emailClass}>{user.email}</bdi>
          </span>
        }
      >
        {links.map((link) => (
          <DropdownItem key={link.id} id={link.id} href={link.href} icon={link.icon}>
            {link.label}
          </DropdownItem>
        ))}
      </DropdownSection>
      <DropdownSection
        title={t('userMenu.theme')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[theme]}
        onSelectionChange={chooseTheme}
      >
        <DropdownItem id="light" icon="sun">
          {t('userMenu.light')}
        </DropdownItem>
        <DropdownItem id="dark" icon="moon">
          {t('userMenu.dark')}
        </DropdownItem>
      </DropdownSection>
      <DropdownSection>
        <DropdownItem
          id="help"
          href={helpUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon="help"
          textValue={t('userMenu.help')}
          aria-label={`${t('userMenu.help')} (${t('userMenu.newTab')})`}
        >
          {t('userMenu.help')}
        </DropdownItem>
        <DropdownItem id="logout" icon="logout" onAction={onLogout}>
          {t('userMenu.logout')}
        </DropdownItem>
      </DropdownSection>
    </DropdownMenu>
  );
}
