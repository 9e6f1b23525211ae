import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  bulkReplyProblem,
  ITEMS_BULK_MAX,
  macroTemplateId,
  roleCan,
  tagAllowedIn,
  type Item,
  type ItemsBulk,
  type ItemsBulkResult,
  type RoleName,
} from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useItemsActions, type ItemsList } from '../../data/items.ts';
import { useObjectsWithTags } from '../../data/objects.ts';
import { useUsers } from '../../data/users.ts';
import { useBulkMacroRun, useMacros } from '../../data/macros.ts';
import { changeOf } from '../inbox/assignChoice.ts';
import { useNow } from '../../data/now.tsx';
import { useDates } from '../../format/dates.tsx';
import type { ItemsViewProps } from './Items/ItemsView.tsx';
import { bulkReplyResults, type BulkReplyResult } from './Items/bulkReplyResults.ts';
import type { RowContext } from './ItemRow.tsx';
import { itemPath } from '../inbox/paths.ts';
import type { ShortcutScreen } from '../../components/Shortcuts/shortcutTables.ts';
import { useScreenShortcuts } from '../../components/Shortcuts/useScreenShortcuts.tsx';
import { usePageCommands } from '../layout/CommandPalette/commands.tsx';
import { selectionSection } from './Items/selectionCommands.ts';
import { createElement } from 'react';
import { CreateIssueFromItems } from '../issues/create/CreateIssueFromItems.tsx';

export interface InboxOptions {
  role: RoleName | null;
  userId: number | null;
  onAtTopChange: (atTop: boolean) => void;
  /** The list's query, kept on the items it opens (the author page has none to keep). */
  search?: string;
  /** The item open beside the list (items/{id}), marked in it. */
  openId?: number | null;
  /** Whose keyboard table (screens.md "Keyboard"): the inbox's or the author page's. */
  screen: Extract<ShortcutScreen, 'items' | 'author'>;
}

type Outcome = ItemsViewProps['outcome'];

// What the inbox list and the author's comments share: the rows' names, selection, the bulk bar (spec §1 roles,
// §5 reply rules), the keyboard (screens.md "Keyboard") and the bulk calls with their failures.
export function useInbox(list: ItemsList, { role, userId, onAtTopChange, search = '', openId = null, screen }: InboxOptions) {
  const { t } = useTranslation(['items', 'shell']);
  const [, navigate] = useLocation();
  const actions = useItemsActions();
  const objects = useObjectsWithTags();
  const users = useUsers(role !== null && roleCan(role, 'process'));
  const dates = useDates();
  const now = useNow();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [focusedIndex, setFocusedIndex] = useState(-1);
  const [replyOpen, setReplyOpen] = useState(false);
  const [replyResults, setReplyResults] = useState<readonly BulkReplyResult[]>([]);
  // The last bulk reply (text, close, files), kept for a retry of the comments it failed on.
  const lastReply = useRef<{ text: string; close: boolean; files: readonly File[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const can = (permission: Parameters<typeof roleCan>[1]) => role !== null && roleCan(role, permission);
  const permissions = { process: can('process'), tag: can('tag'), close: can('close'), reply: can('reply') };
  const selectable = permissions.process || permissions.tag || permissions.close || permissions.reply;

  const accounts = objects.data?.items;
  const tags = objects.data?.tags;
  const labels = objects.data?.labels;
  // The posts grow with every page: read through a ref, so appending a page leaves the rows' context (and the rows
  // already shown) as they are; each row gets its own post as a prop (quality.md: no long task while scrolling).
  const posts = useRef(list.posts);
  posts.current = list.posts;
  const context = useMemo<RowContext>(
    () => ({
      accountName: (id) => accounts?.find((a) => a.id === id)?.name ?? null,
      tagName: (id) => tags?.find((tag) => tag.id === id)?.name ?? `#${id}`,
      labelName: (id) => labels?.find((label) => label.id === id)?.name ?? `#${id}`,
      postOf: (id) => (id === null ? undefined : posts.current.get(id)),
      nowSeconds: Math.floor(now / 1000),
      dates,
      selectable,
      search,
    }),
    [accounts, tags, labels, now, dates, selectable, search],
  );

  const toggle = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const chosen = list.items.filter((item) => selected.has(item.id));

  // docs/macros.md: a selection runs a macro on each comment (one change each); one with a template needs a reply box.
  const macros = useMacros(null, permissions.tag);
  const runBulkMacro = useBulkMacroRun();
  const bulkMacros = (macros.data?.items ?? []).filter((macro) => macroTemplateId(macro) === null);

  const run = async (ids: readonly number[], change: Omit<ItemsBulk, 'ids'>) =>
    runParts(ids, (part) => actions.bulk({ ids: [...part], ...change }));
  const runParts = async (ids: readonly number[], call: (part: readonly number[]) => Promise<ItemsBulkResult>) => {
    setBusy(true);
    const changed: Item[] = [];
    const failed: { id: number; error: string }[] = [];
    // The contract takes at most ITEMS_BULK_MAX ids a call.
    for (let start = 0; start < ids.length; start += ITEMS_BULK_MAX) {
      const part = ids.slice(start, start + ITEMS_BULK_MAX);
      try {
        const result = await call(part);
        changed.push(...result.items);
        failed.push(...result.failed);
      } catch (error) {
        failed.push(...part.map((id) => ({ id, error: serverTextOf(error) ?? t('bulk.unknownError') })));
      }
    }
    list.replace(changed);
    setOutcome({ changed: changed.length, failed });
    setSelected(new Set(failed.map((failure) => failure.id)));
    setBusy(false);
  };
  const ids = chosen.map((item) => item.id);

  // One reply to each of `targets` (a retry: only the failed ones, each call with its own new Idempotency-Key); the
  // results list every comment of the first send, with the latest outcome of each.
  const sendReply = async (targets: readonly Item[]) => {
    if (!lastReply.current || targets.length === 0) return;
    const { text, close, files } = lastReply.current;
    setBusy(true);
    const result = await actions.replyEach(
      targets.map((item) => item.id),
      text,
      { close, files },
    );
    list.replace(result.items);
    setOutcome({ changed: result.items.length, failed: result.failed, kind: 'reply' });
    setSelected(new Set(result.failed.map((failure) => failure.id)));
    setBusy(false);
    const next = bulkReplyResults(targets, result.failed, (id) => itemPath(id, search));
    const merged = replyResults.length === 0 ? next : replyResults.map((old) => next.find((r) => r.id === old.id) ?? old);
    // All answered at the first try: the dialog closes and the outcome line says so; otherwise it lists each comment.
    if (replyResults.length === 0 && result.failed.length === 0) {
      setReplyOpen(false);
      return;
    }
    setReplyResults(merged);
  };
  const focused = list.items[focusedIndex];

  // screens.md "Keyboard": the list's table (J/K, Enter, X, E, ?), each key only where the role has its action.
  const help = useScreenShortcuts(screen, {
    next: () => setFocusedIndex((index) => Math.min(list.items.length - 1, index + 1)),
    previous: () => setFocusedIndex((index) => Math.max(0, index - 1)),
    open: () => focused && navigate(itemPath(focused.id, search)),
    select: selectable && (() => focused && toggle(focused.id)),
    close: permissions.close && (() => focused && void run([focused.id], { status: 'closed' })),
  });

  const view: Pick<ItemsViewProps, 'list' | 'bulk' | 'outcome' | 'reply' | 'help'> & {
    selectAll: { checked: boolean; count: number; onChange: (all: boolean) => void } | null;
  } = {
    list: {
      items: list.items,
      context,
      selected,
      focusedIndex,
      openId,
      onFocusIndex: setFocusedIndex,
      onToggle: toggle,
      hasMore: list.hasMore,
      isLoadingMore: list.isLoadingMore,
      onLoadMore: list.loadMore,
      onAtTopChange,
      pendingCount: list.pending.length,
      onShowPending: list.showPending,
    },
    selectAll: selectable
      ? {
          checked: list.items.length > 0 && chosen.length === list.items.length,
          count: list.items.length,
          onChange: (all) => setSelected(new Set(all ? list.items.map((item) => item.id) : [])),
        }
      : null,
    bulk:
      selectable && chosen.length > 0
        ? {
            count: chosen.length,
            permissions,
            // The companies' tags_mode (docs/companies.md): only tags every chosen comment's company allows.
            tags: (tags ?? []).filter((tag) =>
              chosen.every((item) =>
                tagAllowedIn(objects.data?.companies.find((company) => company.id === item.company_id)?.settings.tags_mode, tag),
              ),
            ),
            assignable: {
              users: users.data?.items ?? [],
              groups: objects.data?.usergroups ?? [],
              limit: objects.data?.usergroup_limit,
            },
            me: userId === null ? null : { id: userId, name: users.data?.items.find((u) => u.id === userId)?.name ?? '' },
            replyProblem: bulkReplyProblem(chosen),
            busy,
            onStatus: (status) => void run(ids, { status }),
            onAddTag: (tag) => void run(ids, { add_tags: [tag] }),
            onAssign: (choice) => void run(ids, changeOf(choice)),
            onClose: () => void run(ids, { status: 'closed' }),
            macros: bulkMacros,
            onMacro: (macroId) => void runParts(ids, (part) => runBulkMacro(macroId, part)),
            onReply: () => {
              setReplyResults([]);
              setReplyOpen(true);
            },
            onClear: () => setSelected(new Set()),
            // docs/issues.md: one issue linking every selected comment (its button gates itself by role and section).
            issue: createElement(CreateIssueFromItems, { items: chosen }),
          }
        : null,
    outcome,
    // spec §5: the selection is of one account (bulkReplyProblem), so its network's limits apply to the reply.
    reply: {
      isOpen: replyOpen,
      count: chosen.length,
      provider: chosen[0]?.provider ?? '',
      objectId: chosen[0]?.object_id ?? 0,
      accountName: chosen[0] ? context.accountName(chosen[0].object_id) : null,
      busy,
      results: replyResults,
      onClose: () => setReplyOpen(false),
      onSend: (text, close, files) => {
        lastReply.current = { text, close, files };
        void sendReply(chosen);
      },
      onRetry: () =>
        void sendReply(list.items.filter((item) => replyResults.some((r) => r.id === item.id && r.state === 'failed'))),
    },
    help,
  };
  // Ctrl/Cmd+K on a selection offers what the bulk bar does (read when the palette opens: this render's selection).
  usePageCommands(() => (view.bulk ? selectionSection(view.bulk, t) : null));
  return view;
}
