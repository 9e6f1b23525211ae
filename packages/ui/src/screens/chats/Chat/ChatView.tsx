import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorNote, Chat, ChatStatus, Item, ItemPriority, Message, ReactionValue } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { useRememberedPanel } from '../../layout/useRememberedPanel.ts';
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
import type { Assignable, AssignChoice } from '../../inbox/assignChoice.ts';
import { ChatHeader } from './parts/ChatHeader.tsx';
import { MessageThread } from './parts/MessageThread.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import type { MoveOn } from '../../inbox/useMoveOn.ts';
import { useChatCommands } from './useChatCommands.ts';

// The side panel (author, labels editor, notes, earlier chats) comes in its own chunk: the thread and the composer
// come first, and the chat route stays within its 60 KB budget (quality.md).
const ChatSidePanel = lazy(() => import('./parts/ChatSidePanel.tsx').then((m) => ({ default: m.ChatSidePanel })));

export interface ChatViewProps {
  chat: Chat;
  /** E and the palette's close (the status select uses onStatus); absent: onStatus('closed'). */
  onClose?: () => void;
  /** The list beside it: J/K open its next and previous chats (screens.md "Keyboard"). */
  moveOn?: Pick<MoveOn, 'next' | 'previous'> | null;
  accountName: string | null;
  /** The signed-in user: 'me' in the assignee choice. */
  me: { id: number; name: string };
  /** Members, user groups and departments to assign to, and the chat's space to keep the choice to it. */
  assignable?: Assignable;
  spaceId?: number | null;
  /** The side panel's macros (screens.md; inbox/parts/MacroBar.tsx): the run list, a waiting template, a refused run. */
  macros?: ReactNode;
  /** The user may answer and process chats (operator, administrator). */
  canReply: boolean;
  /** The statuses the user may set (spec §1: a moderator only closes), or null for none. */
  statuses: readonly ChatStatus[] | null;
  /** The user may label the author and add notes (moderators too). */
  canTag: boolean;
  /** Why the composer is not offered (role, or a network without messages), already worded; null when it is. */
  noReplyReason: string | null;
  messages: readonly Message[];
  hasOlder: boolean;
  isLoadingOlder: boolean;
  typing: boolean;
  reactionSet: readonly ReactionValue[];
  labels: readonly { id: number; name: string }[];
  notes: readonly AuthorNote[] | null;
  earlier: readonly Chat[] | null;
  comments: readonly Item[] | null;
  /** The reply composer (the screen renders ReplyComposer; stories may pass their own). */
  composer?: ReactNode;
  /** The chat's issues and "Create issue" (the screen renders LinkedIssues, docs/issues.md). */
  issues?: ReactNode;
  /** The side panel starts open (default: the user's last choice, else open on wider screens). */
  initialPanelOpen?: boolean;
  resolveUrl: (url: string) => string | null;
  onLoadOlder: () => void;
  onRetry: (messageId: number) => Promise<void>;
  onReact: (messageId: number, reaction: ReactionValue | null) => void;
  onStatus: (status: ChatStatus) => void;
  onPriority: (priority: ItemPriority) => void;
  onAssign: (choice: AssignChoice) => void;
  onLabels: (labels: number[]) => void;
  onAddNote: (text: string) => Promise<boolean>;
  /** Esc: back to the list. */
  onBack: () => void;
}

// chats/{id}/messages (screens.md "Chats"): header, thread, composer | the side panel; on a phone the panel is a view.
export function ChatView(props: ChatViewProps) {
  const { chat, canReply, statuses, composer } = props;
  const { t } = useTranslation('chats');
  const [panelOpen, setPanelOpen] = useRememberedPanel('chat.sidePanel', props.initialPanelOpen);
  const root = useRef<HTMLDivElement>(null);
  // screens.md "Keyboard" (never while a text field has focus): the chat page's table.
  const help = useChatCommands({
    root,
    chat,
    canProcess: canReply,
    // spec §1: a moderator closes without reply and tags (labels) too.
    canClose: statuses?.includes('closed') ?? false,
    canTag: props.canTag,
    hasComposer: props.noReplyReason === null && composer !== undefined,
    panelOpen,
    openPanel: () => setPanelOpen(true),
    onStatus: props.onStatus,
    onClose: props.onClose ?? (() => props.onStatus('closed')),
    onBack: props.onBack,
    moveOn: props.moveOn ?? null,
    choices: {
      statuses,
      me: props.me,
      ...(props.assignable ? { assignable: props.assignable } : {}),
      ...(props.spaceId !== undefined ? { spaceId: props.spaceId } : {}),
      onPriority: props.onPriority,
      onAssign: props.onAssign,
      labels: props.labels,
      onLabels: props.onLabels,
    },
  });
  const aside = panelOpen ? hiddenOnMobile : '';
  // The header with its controls, the thread scrolling between it and the pinned composer | the side panel
  // (detail.css.ts, shared with the item page).
  return (
    <div ref={root} className={[layout, panelOpen ? layoutPanelOnMobile : layoutSingle].join(' ')}>
      <div className={`${headerArea} ${aside}`}>
        <ChatHeader
          chat={chat}
          accountName={props.accountName}
          me={props.me}
          {...(props.assignable ? { assignable: props.assignable } : {})}
          spaceId={props.spaceId ?? null}
          canProcess={canReply}
          statuses={statuses}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen(!panelOpen)}
          onStatus={props.onStatus}
          onPriority={props.onPriority}
          onAssign={props.onAssign}
        />
        {props.issues}
      </div>
      <div className={`${mainArea} ${aside}`}>
        <MessageThread
          // Another chat is another scroll position: the thread starts again at its newest message.
          key={chat.id}
          messages={props.messages}
          reactionSet={props.reactionSet}
          hasOlder={props.hasOlder}
          isLoadingOlder={props.isLoadingOlder}
          onLoadOlder={props.onLoadOlder}
          typing={props.typing}
          canAct={canReply}
          resolveUrl={props.resolveUrl}
          onRetry={props.onRetry}
          onReact={props.onReact}
        />
      </div>
      {props.noReplyReason === null && composer ? (
        <div className={`${composerArea} ${composerSlot} ${aside}`} data-shortcut="chat-reply">
          {composer}
        </div>
      ) : (
        <p className={`${composerArea} ${muted} ${aside}`}>{props.noReplyReason}</p>
      )}
      {panelOpen ? (
        <div className={sideArea}>
          <div className={onlyMobile}>
            <Button variant="secondary" onPress={() => setPanelOpen(false)}>
              {t('chat.hidePanel')}
            </Button>
          </div>
          <Suspense fallback={<Spinner size="sm" />}>
            <ChatSidePanel
              author={chat.author}
              notes={props.notes}
              earlier={props.earlier}
              comments={props.comments}
              labels={props.labels}
              canEdit={props.canTag}
              onLabels={props.onLabels}
              onAddNote={props.onAddNote}
              macros={props.macros}
            />
          </Suspense>
        </div>
      ) : null}
      {help}
    </div>
  );
}
