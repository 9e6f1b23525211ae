import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/Link/Link.tsx';
import { NetworkIcon, useNetworkName } from '../../../../components/NetworkIcon/NetworkIcon.tsx';
import { muted, name, row, text } from '../../../inbox/parts/detail.css.ts';
import { linkedEntry } from '../IssueView.css.ts';

export type LinkedRecord =
  | { state: 'loading' | 'unavailable'; kind: 'comment' | 'chat'; href: string }
  | { state: 'ready'; kind: 'comment' | 'chat'; href: string; author: string; provider: string; text: string };

// A linked comment or chat, shown inline: its text, author and network (untrusted, as text), and a link to its page.
export function LinkedCard({ record }: { record: LinkedRecord }) {
  const { t } = useTranslation('issues');
  return (
    <li className={linkedEntry}>
      {record.state === 'ready' ? <ReadyHeader record={record} /> : null}
      {record.state === 'ready' ? <p className={text}>{record.text}</p> : null}
      {record.state !== 'ready' ? (
        <p className={muted}>{record.state === 'loading' ? t('page.linked.loading') : t('page.linked.unavailable')}</p>
      ) : null}
      <Link href={record.href}>{t('page.linked.open')}</Link>
    </li>
  );
}

function ReadyHeader({ record }: { record: Extract<LinkedRecord, { state: 'ready' }> }) {
  const { t } = useTranslation('issues');
  const network = useNetworkName(record.provider);
  return (
    <div className={row}>
      <NetworkIcon provider={record.provider} size={20} decorative />
      <span className={name}>{record.kind === 'chat' ? t('page.linked.chat', { name: record.author }) : record.author}</span>
      <span className={muted}>{record.kind === 'comment' ? `${t('page.linked.comment')} · ${network}` : network}</span>
    </div>
  );
}
