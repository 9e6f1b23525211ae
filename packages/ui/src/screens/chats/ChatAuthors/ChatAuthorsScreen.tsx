import { useTranslation } from 'react-i18next';
import { providerOf } from '@console/api/contract';
import { useChatAuthors } from '../../../data/chats.ts';
import { authorsStateOf, useAuthorsPage } from '../../inbox/Authors/useAuthorsPage.ts';
import { ChatAuthorsView } from './ChatAuthorsView.tsx';

// /chats/authors (spec §2.3 chats-authors-page): GET v1/chats/authors with the search and networks of the
// URL (q, provider[]), as /items/authors; the registry shows it only with the messages role (spec §2.5, §6).
export function ChatAuthorsScreen() {
  const { t } = useTranslation(['chats', 'shell']);
  const { filters, accounts, page } = useAuthorsPage();
  const authors = useChatAuthors(filters);
  return (
    <ChatAuthorsView
      title={t('shell:titles.chatsAuthorsPage')}
      state={authorsStateOf(authors, t('chats:authors.loadFailed'))}
      authors={authors.authors}
      hasMore={authors.hasMore}
      onMore={authors.loadMore}
      accountName={(id) => accounts.find((account) => account.id === id)?.name ?? null}
      {...page}
      // Only the networks whose accounts take private messages (spec §9 provider flags) can have message authors.
      networks={page.networks.filter((network) => providerOf(network.id)?.messages)}
    />
  );
}
