import { useTranslation } from 'react-i18next';
import { DropdownItem, DropdownMenu, DropdownSection } from '../../../components/DropdownMenu/DropdownMenu.tsx';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { NetworkIcon } from '../../../components/NetworkIcon/NetworkIcon.tsx';
import { networkErrorText } from '../../../format/networkError.ts';

export interface AccountError {
  id: number;
  /** The account's name (untrusted: from the network). */
  name: string;
  provider: string;
  /** The network's error text (untrusted). */
  error: string;
  /** Where the account is fixed (its settings page). */
  href: string;
}

export interface ErrorsMenuProps {
  accounts: readonly AccountError[];
  /** The errors page (spec §2.4 errors), linked below the list. */
  allHref?: string;
}

// spec §2.5, §6: the errors dropdown, listing the accounts in error (names and texts as text; a known network error in
// the console's language, format/networkError.ts); hidden when none.
export function ErrorsMenu({ accounts, allHref = '/settings/errors' }: ErrorsMenuProps) {
  const { t } = useTranslation('shell');
  if (accounts.length === 0) return null;
  const label = t('errorsMenu.trigger', { count: accounts.length });
  return (
    <DropdownMenu label={label} trigger={<IconButton icon="warning" label={label} badge={accounts.length} tone="danger" />}>
      <DropdownSection title={t('errorsMenu.title')}>
        {accounts.map((account) => (
          <DropdownItem
            key={account.id}
            id={account.id}
            href={account.href}
            textValue={account.name}
            leading={<NetworkIcon provider={account.provider} />}
            description={networkErrorText(account.error, t)}
          >
            <bdi>{account.name}</bdi>
          </DropdownItem>
        ))}
      </DropdownSection>
      <DropdownSection>
        <DropdownItem id="all" href={allHref} textValue={t('errorsMenu.all')}>
          {t('errorsMenu.all')}
        </DropdownItem>
      </DropdownSection>
    </DropdownMenu>
  );
}
