import { useTranslation } from 'react-i18next';
import { providerOf, stickerSetsOf, type ProviderEntry } from '@console/api/contract';
import { Link } from '../../components/Link/Link.tsx';
import { subnav, subnavLink } from './accountEdit.css.ts';
import { ACCOUNTS_PATH } from './paths.ts';

/** spec §2.4: the pages under accounts/{id}; '' is account-edit itself. */
export const ACCOUNT_SUBPAGES = ['', 'exclude', 'exclude_messages', 'chats', 'stickers', 'reactions'] as const;
export type AccountSubpage = (typeof ACCOUNT_SUBPAGES)[number];

export const accountPagePath = (id: number, page: AccountSubpage = ''): string =>
  page === '' ? `${ACCOUNTS_PATH}/${id}` : `${ACCOUNTS_PATH}/${id}/${page}`;

/**
 * The sub-pages meaningful for a provider (catalogue, providers.ts): exclusions where it has comments, message
 * exclusions and chats where it has private messages, stickers where it has sticker sets (stickers.ts), reactions where it has a
 * reaction set. An unknown provider gets the settings page only.
 */
export function accountSubpagesOf(entry: ProviderEntry | undefined): AccountSubpage[] {
  if (!entry) return [''];
  return ACCOUNT_SUBPAGES.filter((page) => {
    if (page === 'exclude') return entry.comments !== null;
    if (page === 'exclude_messages' || page === 'chats') return entry.messages !== null;
    if (page === 'stickers') return stickerSetsOf(entry.id).length > 0;
    if (page === 'reactions') return (entry.reactions?.length ?? 0) > 0;
    return true;
  });
}

export interface AccountSubnavProps {
  id: number;
  provider: string;
  /** The page shown (marked as the current one). */
  current: AccountSubpage;
}

// The sub-navigation of settings/accounts/{id} and its pages (spec §2.4): each page of the account renders it above
// its content, so the administrator moves between them without going back to the list.
export function AccountSubnav({ id, provider, current }: AccountSubnavProps) {
  const { t } = useTranslation('accounts');
  return (
    <nav aria-label={t('edit.subnav.label')}>
      <ul className={subnav}>
        {accountSubpagesOf(providerOf(provider)).map((page) => (
          <li key={page}>
            <Link href={accountPagePath(id, page)} className={subnavLink} aria-current={page === current ? 'page' : undefined}>
              {t(`edit.subnav.${page === '' ? 'settings' : page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
