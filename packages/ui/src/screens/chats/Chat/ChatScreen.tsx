import { ERROR_TOAST_MS } from '@console/spec';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearch } from 'wouter';
import {
  COMMENT_STATUSES,
  offeredReactions,
  offeredStickerSets,
  providerOf,
  roleCan,
  roleOf,
  statusChoices,
  type ReactionValue,
} from '@console/api/contract';
import { useAuthorChats, AUTHOR_CHATS_SHOWN } from '../../../data/chats.ts';
import { useAttachmentUrl } from '../../../data/attachments.ts';
import {
  useAuthorWrites,
  useChat,
  useChatGone,
  useChatMacroRun,
  useChatThread,
  useChatWrites,
  useMarkRead,
} from '../../../data/chat.ts';
import { AUTHOR_ITEMS_SHOWN, useAuthor, useAuthorItems } from '../../../data/item.ts';
import { useOthersComposing } from '../../../data/composing.ts';
import { useComposingSignal } from '../../../data/composingSignal.ts';
import { useOptionalLiveConnection } from '../../../data/LiveConnection.tsx';
import { useNow } from '../../../data/now.tsx';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig, useMe } from '../../../data/resources.ts';
import { spaceOfCompany } from '@console/machines/rules/companies';
import { useUsers } from '../../../data/users.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { ThreadSkeleton } from '../../inbox/parts/Skeletons.tsx';
import { toastQueue } from '../../../components/Toast/toastQueue.ts';
import { GoneNotice } from '../../inbox/parts/GoneNotice.tsx';
import { OfflineBanner } from '../../inbox/parts/OfflineBanner.tsx';
import { useBrowserOnline } from '../../../data/browserOnline.ts';
import { column } from '../../inbox/parts/detail.css.ts';
import { chatAssigneeOf } from '../../inbox/assignChoice.ts';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { chatsListPath } from '../../inbox/paths.ts';
import type { MoveOn } from '../../inbox/useMoveOn.ts';
import { MacroBar } from '../../inbox/parts/MacroBar.tsx';
import { usePageMacros } from '../../inbox/usePageMacros.ts';
import { ChatView } from './ChatView.tsx';
import { LinkedIssues } from '../../issues/create/LinkedIssues.tsx';

// The composer (shared with the item page) is its own chunk: the chat page stays within 60 KB (quality.md budgets).
const ReplyComposer = lazy(() =>
  import('../../inbox/ReplyComposer/ReplyComposer.tsx').then((m) => ({ default: m.ReplyComposer })),
);

export interface ChatScreenProps {
  /** The chat's id; absent: the route's `:id`. */
  id?: number;
  /** Beside the list (the chats page's second pane) rather than a page of its own. */
  pane?: boolean;
  /** The list beside it: J/K open its next and previous chats, and closing moves on as my settings say. */
  moveOn?: MoveOn | null;
}

// chats/{id}/messages (spec §2.3 chat-page): the chat, its thread paged upwards, live by the socket.
export function ChatScreen({ id: given, pane = false, moveOn = null }: ChatScreenProps) {
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
  // docs/socket.md: the chat is locked while open (viewers), so who types a reply here is heard by the others.
  const live = useOptionalLiveConnection();
  useEffect(() => {
    if (!live || gone || !Number.isInteger(id) || id <= 0) return;
    const target = { type: 'chat', id } as const;
    live.lock(target);
    return () => live.unlock(target);
  }, [live, id, gone]);
  const othersTyping = useOthersComposing({ type: 'chat', id }, now, me.data?.id);
  const onTyping = useComposingSignal({ type: 'chat', id });
  const online = useBrowserOnline();

  // docs/macros.md: the space's macros, listed in the side panel and bound to their shortcuts as on the item page.
  const chatSpaceId = chat ? spaceOfCompany(objects.data?.companies, chat.company_id, spaceIds) : null;
  const macros = usePageMacros({
    runner: useChatMacroRun(id),
    version: chat?.version,
    spaceId: chatSpaceId ?? null,
    role: me.data ? roleOf(me.data) : null,
    canReply: Boolean(me.data?.roles.messages && roleCan(roleOf(me.data), 'reply') && providerOf(chat?.provider ?? '')?.messages),
    enabled: !gone && Boolean(me.data?.roles.messages),
  });

  const failed = (text: string | null, fallback: string) => {
    if (text !== null) toastQueue.add({ tone: 'error', title: text || fallback }, { timeout: ERROR_TOAST_MS });
  };
  const user = me.data;
  if (!chat || !user || thread.isLoading) {
    const missing = detail.error?.status === 404 || !(Number.isInteger(id) && id > 0);
    const error = detail.error ?? thread.error ?? me.error;
    return (
      <ContentPage busy={!missing && !error} pane={pane}>
        {!missing && !error ? <ThreadSkeleton /> : null}
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
      {online ? null : <OfflineBanner />}
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
        spaceId={chatSpaceId}
        // docs/issues.md "Screens: creating issues": the chat's issues, and making one from its last incoming message.
        issues={
          <LinkedIssues
            of={{ kind: 'chat', id: chat.id }}
            text={thread.messages.findLast((message) => message.direction === 'in')?.text ?? chat.excerpt}
            spaceId={chatSpaceId ?? null}
            readOnly={gone}
          />
        }
        macros={
          <MacroBar
            layout="list"
            subject="chat"
            macros={gone ? [] : macros.macros}
            onRun={macros.run}
            pending={macros.pending}
            onCancelPending={macros.cancelPending}
            conflict={macros.conflict}
            onRerun={macros.rerun}
            onDismissConflict={macros.dismissConflict}
          />
        }
        // spec §1: a chat gone out of reach is only read; the composer stays, disabled, with the draft.
        canReply={canReply && !gone}
        statuses={statuses}
        canTag={canTag}
        noReplyReason={noReplyReason}
        messages={thread.messages}
        hasOlder={thread.hasOlder}
        isLoadingOlder={thread.isLoadingOlder}
        typing={thread.typingUntil > now}
        // settings/accounts/{id}/reactions: only those left on for the account (all by default).
        reactionSet={offeredReactions(chat.provider, account) as readonly ReactionValue[]}
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
              onSend={async (text, options) => {
                // docs/macros.md: a template macro's other actions go with the message, one activity line.
                const macroId = macros.pending?.id ?? null;
                await writes.send(text, { ...options, macroId });
                if (macroId !== null) macros.sent();
                // Sent and closed: on to the next chat (my settings, rules/moveOn.ts), once the composer has taken the
                // message out of its outbox (a task later): leaving first would keep it there as unsent.
                if (options.close && moveOn) setTimeout(moveOn.afterClose, 0);
              }}
              seen={thread.messages.at(-1)?.id ?? 0}
              othersTyping={othersTyping}
              onTyping={onTyping}
              templateValues={{
                author: chat.author.name,
                account: objects.data?.items.find((one) => one.id === chat.object_id)?.name,
                operator: user?.name,
              }}
              disabledReason={gone ? t('chats:chat.gone.composer') : null}
              // settings/accounts/{id}/stickers: the sets left on for the account (spec §2.4 stickers).
              stickers={{
                sets: offeredStickerSets(chat.provider, account),
                resolveUrl,
                onPick: (stickerId) =>
                  void writes.sticker(stickerId).then((text) => failed(text, t('chats:message.stickerFailed'))),
              }}
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
        onClose={() =>
          void writes.update({ status: 'closed' }).then((text) => {
            failed(text, t('chats:chat.failed'));
            // Closed by E or the palette: on to the next chat (my settings, rules/moveOn.ts). The status select stays.
            if (text === null) moveOn?.afterClose();
          })
        }
        moveOn={moveOn}
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
