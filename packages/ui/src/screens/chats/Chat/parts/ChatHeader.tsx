import { useTranslation } from 'react-i18next';
import { COMMENT_STATUSES, type Chat, type ChatStatus } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { Link } from '../../../../components/Link/Link.tsx';
import { NetworkIcon } from '../../../../components/NetworkIcon/NetworkIcon.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { AuthorName } from '../../../items/Item/parts/AuthorName.tsx';
import { header, headerTitle, muted, row } from '../../../items/Item/parts/itemParts.css.ts';
import { CHATS_PATH } from '../../paths.ts';
import { headerControls } from './chat.css.ts';

export type AssigneeChoice = 'keep' | 'me' | 'nobody';

export interface ChatHeaderProps {
  chat: Chat;
  /** The account's name (spec §3 Object), or null while accounts load. */
  accountName: string | null;
  /** The signed-in user's id: 'me' in the assignee choice. */
  meId: number;
  canProcess: boolean;
  panelOpen: boolean;
  onTogglePanel: () => void;
  onStatus: (status: ChatStatus) => void;
  onAssign: (choice: Exclude<AssigneeChoice, 'keep'>) => void;
}

// screens.md "Conversation: header with author, account, assignee and status".
export function ChatHeader({
  chat,
  accountName,
  meId,
  canProcess,
  panelOpen,
  onTogglePanel,
  onStatus,
  onAssign,
}: ChatHeaderProps) {
  const { t } = useTranslation('chats');
  const assigned = chat.assignee;
  const isMe = assigned?.type === 'user' && assigned.id === meId;
  const assigneeOptions = [
    ...(assigned && !isMe ? [{ id: 'keep' as const, label: assigned.name }] : []),
    { id: 'me' as const, label: t('chat.toMe') },
    { id: 'nobody' as const, label: t('chat.nobody') },
  ];
  return (
    <header className={header}>
      <Link href={CHATS_PATH}>{t('chat.backToList')}</Link>
      <h1 className={`${headerTitle} ${row}`}>
        <NetworkIcon provider={chat.provider} size={20} />
        <AuthorName name={chat.author.name} />
      </h1>
      <div className={row}>
        {accountName !== null ? <span className={muted}>{t('chat.account', { name: accountName })}</span> : null}
      </div>
      <div className={headerControls}>
        <Select
          label={t('chat.status')}
          options={COMMENT_STATUSES.map((status) => ({ id: status, label: t(`status.${status}`) }))}
          value={chat.status}
          onChange={(status) => onStatus(status)}
          isDisabled={!canProcess}
        />
        <Select<AssigneeChoice>
          label={t('chat.assignee')}
          options={assigneeOptions}
          value={assigned === null ? 'nobody' : isMe ? 'me' : 'keep'}
          onChange={(choice) => (choice === 'keep' ? undefined : onAssign(choice))}
          isDisabled={!canProcess}
        />
      </div>
      <div className={row}>
        <Button variant="secondary" onPress={onTogglePanel} aria-expanded={panelOpen}>
          {panelOpen ? t('chat.hidePanel') : t('chat.showPanel')}
        </Button>
      </div>
    </header>
  );
}
