import { ERROR_TOAST_MS } from '@console/spec';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearch } from 'wouter';
import { COMMENT_STATUSES, providerOf, roleCan, roleOf, statusChoices, type ReactionValue } from '@console/api/contract';
import { useAuthorChats, AUTHOR_CHATS_SHOWN } from '../../../data/chats.ts';
import { useAttachmentUrl } from '../../../data/attachments.ts';
import { useAuthorWrites, useChat, useChatGone, useChatThread, useChatWrites, useMarkRead } from '../../../data/chat.ts';
import { AUTHOR_ITEMS_SHOWN, useAuthor, useAuthorItems } from '../../../data/item.ts';
import { useNow } from '../../../data/now.tsx';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig, useMe } from '../../../data/resources.ts';
import { spaceOfCompany } from '@console/machines/rules/companies';
import { useUsers } from '../../../data/users.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { toastQueue } from '../../../components/Toast/toastQueue.ts';
import { GoneNotice } from '../../inbox/parts/GoneNotice.tsx';
import { column } from '../../inbox/parts/detail.css.ts';
import { chatAssigneeOf } from '../../inbox/assignChoice.ts';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { chatsListPath } from '../../inbox/paths.ts';
import { ChatView } from './ChatView.tsx';

// The composer (shared with the item page) is its own chunk: the chat page stays within 60 KB (quality.md budgets).
const ReplyComposer = lazy(() =>
  import('../../inbox/ReplyComposer/ReplyComposer.tsx').then((m) => ({ default: m.ReplyComposer })),
);

export interface ChatScreenProps {
  /** The chat's id; absent: the route's `:id`. */
  id?: number;
  /** Beside the list (the chats page's second pane) rather than a page of its own. */
  pane?: boolean;
}

// chats/{id}/messages (spec §2.3 chat-page): the chat, its thread paged upwards, live by the socket.
export function ChatScreen({ id: given, pane = false }: ChatScreenProps) {
  const { t } = useTranslation(['chats', 'common']);
  const params = useParams<{ id?: string }>();
  const id = given ?? Number(params.id);
  const [, navigate] = useLocation();
  // Back (the link, Esc) returns to the list with the filters the chat was opened with.
  const listPath = chatsListPath(useSearch());
  const detail = useChat(id);
  const thread = useChatThread(id);
  const writes = useChatWrites(id, thread);
  const me = useMe();
  const objects = useObjectsWithTags();
  const spaceIds = useConfig().data?.spaces.map((space) => space.id) ?? [];
  // Whom a chat is assigned to: members (GET v1/users), user groups and departments (with objects).
  const users = useUsers(me.data !== undefined && me.data.roles.messages && roleCan(roleOf(me.data), 'reply'));
  const chat = detail.data?.chat;
  const authorId = chat?.author.id ?? null;
  const author = useAuthor(authorId);
  const authorChats = useAuthorChats(authorId);
  const authorItems = useAuthorItems(authorId);
  const authorWrites = useAuthorWrites(authorId, () => Promise.all([author.mutate(), detail.mutate()]));
  const resolveUrl = useAttachmentUrl();
  const gone = useChatGone(id);
  useMarkRead(id, chat?.unread_count ?? 0);
  // The typing line ends on its own when the socket's `until` passes.
  const now = useNow(1000);

  const failed = (text: string | null, fallback: string) => {
    if (text !== null) toastQueue.add({ tone: 'error', title: text || fallback }, { timeout: ERROR_TOAST_MS });
  };
  const user = me.data;
  if (!chat || !user || thread.isLoading) {
    const missing = detail.error?.status === 404 || !(Number.isInteger(id) && id > 0);
    const error = detail.error ?? thread.error ?? me.error;
    return (
      <ContentPage busy={!missing && !error} pane={pane}>
        {!missing && !error ? <Spinner size="lg" /> : null}
        {missing ? (
          <div className={column}>
            <p role="alert">{t('chats:chat.notFound')}</p>
            <Link href={listPath}>{t('chats:chat.backToList')}</Link>
          </div>
        ) : error ? (
          <div className={column}>
            <p role="alert">{error.serverText ?? t('chats:chat.loadFailed')}</p>
            <div>
              <Button onPress={() => void Promise.all([detail.mutate(), thread.retryLoad(), me.mutate()])}>
                {t('common:actions.retry')}
              </Button>
            </div>
          </div>
        ) : null}
      </ContentPage>
    );
  }
  const provider = providerOf(chat.provider);
  const canReply = user.roles.messages && roleCan(roleOf(user), 'reply');
  // spec §1: a moderator closes without reply and keeps labels and notes (tag); the server allows no more (chats.ts).
  const statuses = user.roles.messages && !gone ? statusChoices(roleOf(user), chat.status, COMMENT_STATUSES) : null;
  const canTag = user.roles.messages && roleCan(roleOf(user), 'tag') && !gone;
  // screens.md "Reply composer": disabled with its reason where a reply is impossible.
  const noReplyReason = !canReply
    ? t('chats:chat.noReply')
    : !provider?.messages
      ? t('chats:chat.noMessagesNetwork', { network: provider?.name ?? chat.provider })
      : null;
  const account = objects.data?.items.find((object) => object.id === chat.object_id);
  return (
    <ContentPage pane={pane}>
      {gone ? (
        <GoneNotice message={t('chats:chat.gone.notice')} backHref={listPath} backLabel={t('chats:chat.backToList')} />
      ) : null}
      <ChatView
        chat={chat}
        accountName={account?.name ?? null}
        me={{ id: user.id, name: user.name }}
        assignable={{
          users: users.data?.items ?? [],
          groups: objects.data?.usergroups ?? [],
          departments: objects.data?.departments ?? [],
          limit: objects.data?.usergroup_limit,
          oneAssignee: true,
        }}
        spaceId={spaceOfCompany(objects.data?.companies, chat.company_id, spaceIds)}
        // spec §1: a chat gone out of reach is only read; the composer stays, disabled, with the draft.
        canReply={canReply && !gone}
        statuses={statuses}
        canTag={canTag}
        noReplyReason={noReplyReason}
        messages={thread.messages}
        hasOlder={thread.hasOlder}
        isLoadingOlder={thread.isLoadingOlder}
        typing={thread.typingUntil > now}
        reactionSet={(provider?.reactions ?? []) as readonly ReactionValue[]}
        labels={objects.data?.labels ?? []}
        notes={author.data?.notes ?? null}
        earlier={authorChats.data?.items.filter((other) => other.id !== chat.id).slice(0, AUTHOR_CHATS_SHOWN) ?? null}
        comments={authorItems.data?.items.slice(0, AUTHOR_ITEMS_SHOWN) ?? null}
        composer={
          // One draft per chat; the network's message unit and limits (spec §9); a reply sent offline waits.
          <Suspense fallback={<Spinner size="sm" />}>
            <ReplyComposer
              provider={chat.provider}
              objectId={chat.object_id}
              kind="message"
              draftKey={`chat:${chat.id}`}
              onSend={writes.send}
              disabledReason={gone ? t('chats:chat.gone.composer') : null}
            />
          </Suspense>
        }
        resolveUrl={resolveUrl}
        onLoadOlder={thread.loadOlder}
        onRetry={async (messageId) => failed(await writes.retry(messageId), t('chats:message.retryFailed'))}
        onReact={(messageId, reaction) =>
          void writes.react(messageId, reaction).then((text) => failed(text, t('chats:message.reactFailed')))
        }
        onStatus={(status) => void writes.update({ status }).then((text) => failed(text, t('chats:chat.failed')))}
        onPriority={(priority) => void writes.update({ priority }).then((text) => failed(text, t('chats:chat.failed')))}
        onAssign={(choice) =>
          void writes.update({ assignee: chatAssigneeOf(choice) }).then((text) => failed(text, t('chats:chat.failed')))
        }
        onLabels={(labels) => void authorWrites.setLabels(labels)}
        onAddNote={authorWrites.addNote}
        onBack={() => navigate(listPath)}
      />
    </ContentPage>
  );
}
