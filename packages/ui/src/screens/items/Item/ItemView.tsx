import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorBlock, AuthorNote, Author, Item, ItemAction, ItemDetail, RoleName } from '@console/api/contract';
import type { ItemChange, ItemConflictState } from '../../../data/item.ts';
import type { Viewer } from '../../../data/viewers.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { useRememberedPanel } from '../../layout/useRememberedPanel.ts';
import { AuthorPanel } from '../../inbox/parts/AuthorPanel.tsx';
import { BlockDialog } from './parts/BlockDialog.tsx';
import { ConflictNotice } from './parts/ConflictNotice.tsx';
import { HistoryList } from './parts/HistoryList.tsx';
import { ItemActionsMenu } from './parts/ItemActionsMenu.tsx';
import { ItemControls, itemControlsOf } from './parts/ItemControls.tsx';
import type { Assignable } from '../../inbox/assignChoice.ts';
import { ItemHeader } from './parts/ItemHeader.tsx';
import { ItemThread } from './parts/ItemThread.tsx';
import { PostCard } from './parts/PostCard.tsx';
import {
  composerArea,
  composerSlot,
  headerArea,
  hiddenOnMobile,
  layout,
  layoutPanelOnMobile,
  layoutSingle,
  mainArea,
  muted,
  onlyMobile,
  sideArea,
} from '../../inbox/parts/detail.css.ts';
import { visuallyHidden } from '../../../theme/visuallyHidden.css.ts';
import type { MoveOn } from '../../inbox/useMoveOn.ts';
import { useItemCommands } from './useItemCommands.ts';

type Named = { id: number; name: string };

export interface ItemViewProps {
  detail: ItemDetail;
  /** E and the palette's close (the status select uses onChange); absent: onChange({ status: 'closed' }). */
  onClose?: () => void;
  /** The list beside it: J/K open its next and previous rows (screens.md "Keyboard"). */
  moveOn?: Pick<MoveOn, 'next' | 'previous'> | null;
  role: RoleName;
  /** What the user may do here (spec §1 roles, §9 networks): block the author, reply, or reply but not on this network. */
  rights: { block: boolean; reply: boolean; networkRefusesReply: boolean };
  me: Named | null;
  tags: readonly Named[];
  /** The tags the picker offers (the company's tags_mode, docs/companies.md); absent: every tag. */
  pickableTags?: readonly Named[];
  labels: readonly Named[];
  /** Members and user groups to assign to, and the item's space to keep the choice to it. */
  assignable?: Assignable;
  spaceId?: number | null;
  /** The author as GET v1/authors/{id} tells (fresher than the item's copy), with notes; null while loading. */
  author: { author: Author; notes: readonly AuthorNote[] } | null;
  /** The author's other latest comments, as many as the page shows; null while loading. */
  authorItems: readonly Item[] | null;
  viewers: readonly Viewer[];
  conflict: ItemConflictState | null;
  /** Unix ms now (edit countdowns, the story badge). */
  now: number;
  /** The reply composer (the screen renders ReplyComposer; stories may pass their own). */
  composer?: ReactNode;
  /** The comment's issues and "Create issue" (the screen renders LinkedIssues, docs/issues.md). */
  issues?: ReactNode;
  /** The author panel starts open (default: the user's last choice, else open on wider screens). */
  initialAuthorOpen?: boolean;
  /** Our replies' files in the thread: their address on the API host through the URL sanitiser. */
  resolveUrl: (url: string) => string | null;
  /** spec §1: the item left the user's reach; shown as to a read-only user, the composer kept (the screen disables it). */
  readOnly?: boolean;
  onChange: (change: ItemChange) => void;
  onAction: (action: ItemAction) => void;
  onEdit: (id: number, text: string) => Promise<boolean>;
  onBlock: (block: AuthorBlock) => Promise<boolean>;
  onUnblock: () => void;
  onLabels: (labels: number[]) => void;
  onAddNote: (text: string) => Promise<boolean>;
  onReapply: () => void;
  onDismissConflict: () => void;
  /** Esc: back to the list. */
  onBack: () => void;
}

// items/{id} (screens.md "Item"): the header with the processing controls; the post, the thread and the history,
// scrolling; the composer pinned under them | the author panel.
export function ItemView(props: ItemViewProps) {
  const { detail, me, tags, labels, author, authorItems, viewers, conflict, now, composer } = props;
  const role = props.readOnly ? 'read_only' : props.role;
  const { t } = useTranslation('item');
  const { item } = detail;
  const [authorOpen, setAuthorOpen] = useRememberedPanel('item.authorPanel', props.initialAuthorOpen);
  const [blocking, setBlocking] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const who = author?.author ?? item.author;
  const blocked = who.blocked_until !== null;
  const { block: canBlock, reply: canReply } = props.rights;
  const names = {
    tags: new Map(tags.map((tag) => [tag.id, tag.name])),
    usergroups: new Map((props.assignable?.groups ?? []).map((group) => [group.id, group.name])),
    users: new Map((props.assignable?.users ?? []).map((user) => [user.id, user.name])),
  };

  const help = useItemCommands({
    root,
    item,
    role,
    canReply: canReply && composer !== undefined && !props.readOnly,
    canBlock: canBlock && !blocked,
    onChange: props.onChange,
    onBlock: () => setBlocking(true),
    onBack: props.onBack,
    moveOn: props.moveOn ?? null,
    ...(props.onClose ? { onClose: props.onClose } : {}),
    tags: props.tags,
    me: props.me,
    ...(props.assignable ? { assignable: props.assignable } : {}),
    ...(props.spaceId !== undefined ? { spaceId: props.spaceId } : {}),
  });

  const aside = authorOpen ? hiddenOnMobile : '';
  const { process, tag, statuses } = itemControlsOf(role, item);
  const hasControls = process || tag || statuses !== null;
  return (
    <div ref={root} className={[layout, authorOpen ? layoutPanelOnMobile : layoutSingle].join(' ')}>
      <div className={`${headerArea} ${aside}`}>
        <ItemHeader
          item={item}
          viewers={viewers}
          authorOpen={authorOpen}
          onToggleAuthor={() => setAuthorOpen(!authorOpen)}
          actions={
            <ItemActionsMenu
              item={item}
              role={role}
              authorBlocked={blocked}
              onAction={props.onAction}
              onBlock={() => setBlocking(true)}
              onUnblock={props.onUnblock}
            />
          }
          controls={
            hasControls ? (
              <ItemControls
                item={item}
                role={role}
                tags={props.pickableTags ?? tags}
                me={me}
                assignable={props.assignable}
                spaceId={props.spaceId}
                onChange={props.onChange}
              />
            ) : null
          }
        />
        {props.issues}
      </div>
      <div className={`${mainArea} ${aside}`}>
        {conflict ? (
          <ConflictNotice conflict={conflict} names={names} onReapply={props.onReapply} onDismiss={props.onDismissConflict} />
        ) : null}
        {detail.post ? <PostCard post={detail.post} now={now} /> : null}
        <ItemThread
          item={item}
          thread={detail.thread}
          role={role}
          userId={me?.id ?? null}
          now={now}
          onEdit={props.onEdit}
          resolveUrl={props.resolveUrl}
        />
        <HistoryList history={detail.history} names={names} />
      </div>
      {canReply && composer ? (
        // Pinned under the thread (screens.md "Item"): the reply stays at hand however long the thread.
        <section className={`${composerArea} ${aside}`} aria-labelledby="item-reply-title">
          {/* The composer's field label is the one seen; the heading stays for headings navigation. */}
          <h2 id="item-reply-title" className={visuallyHidden}>
            {t('reply.title')}
          </h2>
          <div className={composerSlot} data-shortcut="reply">
            {composer}
          </div>
        </section>
      ) : props.rights.networkRefusesReply ? (
        // spec §5 words the Odnoklassniki case; other networks (none yet) get the general text.
        <p className={`${composerArea} ${muted} ${aside}`}>
          {item.provider === 'ok' ? t('items:bulk.problem.odnoklassniki') : t('reply.unavailable')}
        </p>
      ) : null}
      {authorOpen ? (
        <div className={sideArea}>
          <div className={onlyMobile}>
            <Button variant="secondary" onPress={() => setAuthorOpen(false)}>
              {t('author.hide')}
            </Button>
          </div>
          <AuthorPanel
            author={who}
            notes={author?.notes ?? null}
            others={authorItems}
            labels={labels}
            role={role}
            onLabels={props.onLabels}
            onAddNote={props.onAddNote}
            onBlock={() => setBlocking(true)}
            onUnblock={props.onUnblock}
          />
        </div>
      ) : null}
      {canBlock ? (
        <BlockDialog isOpen={blocking} authorName={who.name} onClose={() => setBlocking(false)} onBlock={props.onBlock} />
      ) : null}
      {help}
    </div>
  );
}
