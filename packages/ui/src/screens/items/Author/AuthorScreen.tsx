import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { COMMENT_STATUSES, roleOf } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useAuthor, useAuthorItems } from '../../../data/items.ts';
import { defaultFilters } from '../../../data/itemsQuery.ts';
import { useConfig } from '../../../data/resources.ts';
import { useDates } from '../../../format/dates.tsx';
import { ItemsView } from '../Items/ItemsView.tsx';
import { useInbox } from '../useInbox.ts';
import { AuthorHeader } from './AuthorHeader.tsx';

// The author's private messages load with their own chunk: the comments route stays within 60 KB (quality.md).
const AuthorChats = lazy(() => import('../../inbox/AuthorChats/AuthorChats.tsx').then((m) => ({ default: m.AuthorChats })));

// /author/{id}: the author and their comments in every status, with the inbox's rows and bulk bar.
// With the messages role, their private messages too (spec §2.3: toggled on mobile).
export function AuthorScreen() {
  const { t } = useTranslation(['items', 'shell']);
  const params = useParams<{ id: string }>();
  const authorId = /^[1-9]\d{0,8}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const config = useConfig();
  const user = config.data?.user ?? null;
  const filters = useMemo(() => {
    const all = defaultFilters(null);
    return { ...all, lists: { ...all.lists, status: [...COMMENT_STATUSES] } };
  }, []);
  const [atTop, setAtTop] = useState(true);
  const author = useAuthor(authorId);
  const list = useAuthorItems(authorId, filters, { userId: user?.id ?? null, atTop });
  const inbox = useInbox(list, {
    role: user ? roleOf(user) : null,
    userId: user?.id ?? null,
    onAtTopChange: setAtTop,
    screen: 'author',
  });
  const dates = useDates();
  const error = author.error ?? list.error;
  const state = error
    ? {
        status: 'error' as const,
        message: serverTextOf(error) ?? t('items:authors.loadAuthorFailed'),
        onRetry: () => {
          void author.mutate();
          list.retry();
        },
      }
    : !author.data || list.isLoading || !config.data
      ? ({ status: 'loading' } as const)
      : ({ status: 'ready' } as const);
  return (
    <ItemsView
      title={t('shell:titles.authorPage')}
      state={state}
      header={
        author.data ? (
          <AuthorHeader author={author.data.author} labelName={inbox.list.context.labelName} dates={dates}>
            {user?.roles.messages ? (
              <Suspense fallback={null}>
                <AuthorChats authorId={authorId} />
              </Suspense>
            ) : null}
          </AuthorHeader>
        ) : null
      }
      {...inbox}
    />
  );
}
