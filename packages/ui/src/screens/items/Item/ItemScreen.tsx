import { ERROR_TOAST_MS } from '@console/spec';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearch } from 'wouter';
import {
  itemReplyAllowed,
  providerAllows,
  roleCan,
  roleOf,
  tagAllowedIn,
  type Item,
  type ItemAction,
} from '@console/api/contract';
import { useAttachmentUrl } from '../../../data/attachments.ts';
import {
  AUTHOR_ITEMS_SHOWN,
  useAuthor,
  useAuthorItems,
  useItem,
  useItemGone,
  useItemWrites,
  type Outcome,
} from '../../../data/item.ts';
import { useOptionalLiveConnection } from '../../../data/LiveConnection.tsx';
import { useNow } from '../../../data/now.tsx';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig, useMe } from '../../../data/resources.ts';
import { useTags, useTagsErrors } from '../../../data/tags.ts';
import { spaceOfCompany } from '@console/machines/rules/companies';
import { useUsers } from '../../../data/users.ts';
import { useViewers } from '../../../data/viewers.ts';
import { useBrowserOnline } from '../../../data/browserOnline.ts';
import { useOthersComposing } from '../../../data/composing.ts';
import { useComposingSignal } from '../../../data/composingSignal.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { ThreadSkeleton } from '../../inbox/parts/Skeletons.tsx';
import { toastQueue } from '../../../components/Toast/toastQueue.ts';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { GoneNotice } from '../../inbox/parts/GoneNotice.tsx';
import { OfflineBanner } from '../../inbox/parts/OfflineBanner.tsx';
import { itemsListPath } from '../../inbox/paths.ts';
import { column } from '../../inbox/parts/detail.css.ts';
import type { MoveOn } from '../../inbox/useMoveOn.ts';
import { ItemView } from './ItemView.tsx';
import { MacroBar } from '../../inbox/parts/MacroBar.tsx';
import { usePageMacros } from '../../inbox/usePageMacros.ts';
import { changeText } from './parts/format.ts';
import { useMacroRun } from '../../../data/macros.ts';
import { LinkedIssues } from '../../issues/create/LinkedIssues.tsx';

// The composer (shared with chats) is its own chunk: the item page stays within 60 KB (quality.md budgets).
const ReplyComposer = lazy(() =>
  import('../../inbox/ReplyComposer/ReplyComposer.tsx').then((m) => ({ default: m.ReplyComposer })),
);

export interface ItemScreenProps {
  /** The item's id; absent: the route's `:id`. */
  id?: number;
  /** Beside the list (the inbox's third pane) rather than a page of its own. */
  pane?: boolean;
  /** The item as loaded and after each change: the list beside it shows the same row (opening it read it). */
  onShown?: (item: Item) => void;
  /** The list beside it: J/K open its next and previous rows, and closing moves on as my settings say. */
  moveOn?: MoveOn | null;
}

// items/{id} (spec §2 item-page): GET v1/items/{id}; the writes carry the version seen (409: who changed
// what); the socket is told the user has it open (lock) and left it (unlock), and says who else has it open.
export function ItemScreen({ id: given, pane = false, onShown, moveOn = null }: ItemScreenProps) {
  const { t } = useTranslation(['item', 'common']);
  const params = useParams<{ id?: string }>();
  const id = given ?? Number(params.id);
  const [, navigate] = useLocation();
  // Back (the link, Esc) returns to the list with the filters the item was opened with.
  const listPath = itemsListPath(useSearch());
  const detail = useItem(id);
  const writes = useItemWrites(id);
  const me = useMe();
  const objects = useObjectsWithTags();
  const spaceIds = useConfig().data?.spaces.map((space) => space.id) ?? [];
  // spec §7 GET v1/tags: the tag picker's list, fresher than the one loaded with the objects; §8 on failure.
  const tagList = useTags();
  const tagsFailed = useCallback((detail: string) => t('common:errors.tagsFailed', { detail }), [t]);
  useTagsErrors(tagList.error, tagsFailed);
  const users = useUsers();
  const authorId = detail.data?.item.author.id ?? null;
  const author = useAuthor(authorId);
  const authorItems = useAuthorItems(authorId);
  const viewers = useViewers({ type: 'item', id });
  const now = useNow(1000);
  const live = useOptionalLiveConnection();
  const gone = useItemGone(id, detail.data?.item.parent_id ?? null);
  const resolveUrl = useAttachmentUrl();
  // docs/socket.md composing: who else is typing a reply here, and telling them when the user does.
  const othersTyping = useOthersComposing({ type: 'item', id }, now, me.data?.id);
  const onTyping = useComposingSignal({ type: 'item', id });
  const online = useBrowserOnline();
  const itemSpaceId = detail.data ? spaceOfCompany(objects.data?.companies, detail.data.item.company_id, spaceIds) : null;
  const macros = usePageMacros({
    runner: useMacroRun(id),
    version: detail.data?.item.version,
    spaceId: itemSpaceId ?? null,
    role: me.data ? roleOf(me.data) : null,
    canReply: Boolean(me.data && detail.data && itemReplyAllowed(roleOf(me.data), detail.data.item.provider)),
    enabled: !gone,
  });

  // The server marks the item read as it sends it and tells no one: the row beside it follows here.
  const shownItem = detail.data?.item;
  useEffect(() => {
    if (shownItem) onShown?.(shownItem);
  }, [shownItem, onShown]);

  // An item gone out of reach is no longer viewed in the others' eyes (spec §1).
  useEffect(() => {
    if (!live || gone || !Number.isInteger(id) || id <= 0) return;
    const target = { type: 'item', id } as const;
    live.lock(target);
    return () => live.unlock(target);
  }, [live, id, gone]);

  const said = (outcome: Outcome, done: string): boolean => {
    if (outcome === 'saved') toastQueue.add({ tone: 'success', title: done }, { timeout: 5000 });
    if (outcome === 'failed') toastQueue.add({ tone: 'error', title: t('item:actions.failed') }, { timeout: ERROR_TOAST_MS });
    return outcome === 'saved';
  };

  const data = detail.data;
  const user = me.data;
  if (!data || !user) {
    const missing = detail.error?.status === 404 || !(Number.isInteger(id) && id > 0);
    const failed = missing || detail.error || me.error;
    return (
      <ContentPage busy={!failed} pane={pane}>
        {!failed ? <ThreadSkeleton /> : null}
        {failed && missing ? (
          <div className={column}>
            <p role="alert">{t('item:notFound')}</p>
            <Link href={listPath}>{t('item:backToList')}</Link>
          </div>
        ) : null}
        {failed && !missing ? (
          <div className={column}>
            <p role="alert">{(detail.error ?? me.error)?.serverText ?? t('item:loadFailed')}</p>
            <div>
              <Button onPress={() => void Promise.all([detail.mutate(), me.mutate()])}>{t('common:actions.retry')}</Button>
            </div>
          </div>
        ) : null}
      </ContentPage>
    );
  }
  const authorNow = author.data ?? null;
  const authorTarget = authorNow?.author.id ?? data.item.author.id;
  return (
    <ContentPage pane={pane}>
      {gone ? <GoneNotice message={t('item:gone.notice')} backHref={listPath} backLabel={t('item:backToList')} /> : null}
      {online ? null : <OfflineBanner />}
      <MacroBar
        macros={gone ? [] : macros.macros}
        onRun={macros.run}
        pending={macros.pending}
        onCancelPending={macros.cancelPending}
        conflict={macros.conflict}
        changeText={(change) =>
          changeText(t, change, {
            tags: new Map((tagList.data?.tags ?? objects.data?.tags ?? []).map((tag) => [tag.id, tag.name])),
            users: new Map((users.data?.items ?? []).map((one) => [one.id, one.name])),
          })
        }
        onRerun={macros.rerun}
        onDismissConflict={macros.dismissConflict}
      />
      <ItemView
        detail={data}
        readOnly={gone}
        role={roleOf(user)}
        rights={{
          // A removed item is read only (readOnly above).
          block: roleCan(gone ? 'read_only' : roleOf(user), 'block'),
          reply: itemReplyAllowed(roleOf(user), data.item.provider),
          networkRefusesReply: roleCan(roleOf(user), 'reply') && !providerAllows(data.item.provider, 'reply'),
        }}
        me={{ id: user.id, name: user.name }}
        tags={tagList.data?.tags ?? objects.data?.tags ?? []}
        // The company's tags_mode (docs/companies.md): the picker offers the tags it allows, and keeps those the item has.
        pickableTags={(tagList.data?.tags ?? objects.data?.tags ?? []).filter(
          (tag) =>
            data.item.tags.includes(tag.id) ||
            tagAllowedIn(objects.data?.companies.find((company) => company.id === data.item.company_id)?.settings.tags_mode, tag),
        )}
        labels={objects.data?.labels ?? []}
        assignable={{
          users: users.data?.items ?? [],
          groups: objects.data?.usergroups ?? [],
          limit: objects.data?.usergroup_limit,
        }}
        spaceId={spaceOfCompany(objects.data?.companies, data.item.company_id, spaceIds)}
        author={authorNow}
        authorItems={authorItems.data?.items.filter((other) => other.id !== data.item.id).slice(0, AUTHOR_ITEMS_SHOWN) ?? null}
        viewers={viewers.filter((viewer) => viewer.id !== user.id)}
        conflict={writes.conflict}
        now={now}
        resolveUrl={resolveUrl}
        // docs/issues.md "Screens: creating issues": the comment's issues, and making one from it.
        issues={
          <LinkedIssues
            of={{ kind: 'item', id: data.item.id }}
            text={data.item.text}
            spaceId={itemSpaceId ?? null}
            readOnly={gone}
          />
        }
        composer={
          // screens.md "Reply composer": one draft per item, the network's unit and limits, the story's 24 h window.
          <Suspense fallback={<Spinner size="sm" />}>
            <ReplyComposer
              provider={data.item.provider}
              objectId={data.item.object_id}
              kind="comment"
              draftKey={`item:${data.item.id}`}
              onSend={async (text, options) => {
                const macroId = macros.pending?.id ?? null;
                await writes.reply(text, { ...options, macroId });
                if (macroId !== null) macros.sent();
                // Sent and closed: on to the next item (my settings, rules/moveOn.ts), once the composer has taken the
                // reply out of its outbox (a task later): leaving first would keep it there as unsent.
                if (options.close && moveOn) setTimeout(moveOn.afterClose, 0);
              }}
              seen={data.item.version}
              othersTyping={othersTyping}
              onTyping={onTyping}
              templateValues={{
                author: data.item.author.name,
                account: objects.data?.items.find((one) => one.id === data.item.object_id)?.name,
                operator: user?.name,
              }}
              disabledReason={gone ? t('item:gone.composer') : null}
              {...(data.post?.expires_at ? { storyExpiresAt: data.post.expires_at * 1000 } : {})}
            />
          </Suspense>
        }
        onChange={(change) => void writes.update(change).then((outcome) => said(outcome, t('item:controls.saved')))}
        onClose={() =>
          void writes.update({ status: 'closed' }).then((outcome) => {
            // Closed by E or the palette: on to the next item (my settings, rules/moveOn.ts). The status select
            // stays: it edits the item like its other fields.
            if (said(outcome, t('item:controls.saved'))) moveOn?.afterClose();
          })
        }
        moveOn={moveOn}
        onAction={(action: ItemAction) =>
          void writes
            .act(action)
            .then((outcome) => said(outcome, t('item:actions.done', { action: t(`item:actions.${action}`) })))
        }
        onEdit={async (itemId, text) => said(await writes.edit(itemId, text), t('item:edit.saved'))}
        onBlock={async (block) => said(await writes.block(authorTarget, block), t('item:block.done'))}
        onUnblock={() => void writes.unblock(authorTarget).then((outcome) => said(outcome, t('item:block.undone')))}
        onLabels={(labels) =>
          void writes.setLabels(authorTarget, labels).then((outcome) => said(outcome, t('item:controls.saved')))
        }
        onAddNote={async (text) => said(await writes.addNote(authorTarget, text), t('item:author.noteAdded'))}
        onReapply={() => void writes.reapply().then((outcome) => said(outcome, t('item:controls.saved')))}
        onDismissConflict={writes.dismissConflict}
        onBack={() => navigate(listPath)}
      />
    </ContentPage>
  );
}
