import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Chat, ChatStatus, ItemPriority } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { Link } from '../../../../components/Link/Link.tsx';
import { NetworkIcon } from '../../../../components/NetworkIcon/NetworkIcon.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { chatChoiceOf, currentOfChat, NO_ASSIGNABLE, type Assignable, type AssignChoice } from '../../../inbox/assignChoice.ts';
import { AssignPicker } from '../../../inbox/AssignPicker.tsx';
import { PrioritySelect } from '../../../inbox/PrioritySelect.tsx';
import { AuthorName } from '../../../inbox/parts/AuthorName.tsx';
import { controlsFolded, header, headerLine, headerTitle, muted, onlyMobile, row } from '../../../inbox/parts/detail.css.ts';
import { chatsListPath } from '../../../inbox/paths.ts';
import { headerControls } from './chat.css.ts';

export interface ChatHeaderProps {
  chat: Chat;
  /** The account's name (spec §3 Object), or null while accounts load. */
  accountName: string | null;
  /** The signed-in user: 'me' in the assignee choice. */
  me: { id: number; name: string };
  /** The members, user groups and departments to assign to, and the chat's space to keep to it. */
  assignable?: Assignable;
  spaceId?: number | null;
  /** Assign (process). */
  canProcess: boolean;
  /** The statuses the user may set (spec §1: a moderator only closes); null: the status is only shown. */
  statuses: readonly ChatStatus[] | null;
  panelOpen: boolean;
  onTogglePanel: () => void;
  onStatus: (status: ChatStatus) => void;
  onPriority: (priority: ItemPriority) => void;
  onAssign: (choice: AssignChoice) => void;
}

// screens.md "Conversation: header with author, account, assignee and status", and the priority.
export function ChatHeader({
  chat,
  accountName,
  me,
  assignable,
  spaceId,
  canProcess,
  statuses,
  panelOpen,
  onTogglePanel,
  onStatus,
  onPriority,
  onAssign,
}: ChatHeaderProps) {
  const { t } = useTranslation('chats');
  // The list the chat was opened from, with its filters (the query rides along on the chat's URL).
  const search = useSearch();
  // On a phone the controls start folded, so the thread and the composer fit the screen (screens.md "Chats").
  const [unfolded, setUnfolded] = useState(false);
  return (
    <header className={header}>
      <div className={headerLine}>
        <Link href={chatsListPath(search)}>{t('chat.backToList')}</Link>
        <h1 className={`${headerTitle} ${row}`}>
          <NetworkIcon provider={chat.provider} size={20} />
          <AuthorName name={chat.author.name} />
        </h1>
        {accountName !== null ? <span className={muted}>{t('chat.account', { name: accountName })}</span> : null}
        <div className={onlyMobile}>
          <Button variant="secondary" aria-expanded={unfolded} onPress={() => setUnfolded(!unfolded)}>
            {t('chat.controls')}
          </Button>
        </div>
        <Button variant="secondary" onPress={onTogglePanel} aria-expanded={panelOpen}>
          {panelOpen ? t('chat.hidePanel') : t('chat.showPanel')}
        </Button>
      </div>
      <div className={unfolded ? headerControls : `${headerControls} ${controlsFolded}`}>
        <Select
          label={t('chat.status')}
          options={(statuses ?? [chat.status]).map((status) => ({ id: status, label: t(`status.${status}`) }))}
          value={chat.status}
          onChange={(status) => status !== chat.status && onStatus(status)}
          isDisabled={statuses === null}
        />
        {/* The comments' priority control (screens.md "Chats": the list sorts by it); P focuses it. */}
        <PrioritySelect value={chat.priority} onChange={onPriority} isDisabled={!canProcess} />
        {/* A member, a user group or a department of the chat's space, or nobody (the items' picker). */}
        <div data-shortcut="assignee">
          <AssignPicker
            label={t('chat.assignee')}
            assignable={assignable ?? NO_ASSIGNABLE}
            labels={{
              nobody: t('chat.nobody'),
              me: () => t('chat.toMe'),
              group: (name) => t('chat.toGroup', { name }),
              department: (name) => t('chat.toDepartment', { name }),
            }}
            me={me}
            spaceId={spaceId ?? null}
            current={currentOfChat(chat.assignee)}
            value={chatChoiceOf(chat.assignee)}
            onChange={(choice) => (choice === chatChoiceOf(chat.assignee) ? undefined : onAssign(choice))}
            isDisabled={!canProcess}
          />
        </div>
      </div>
    </header>
  );
}
