import { Link } from '../../../components/Link/Link.tsx';
import { notice, text } from './detail.css.ts';

export interface GoneNoticeProps {
  /** What happened, already worded. */
  message: string;
  backHref: string;
  backLabel: string;
}

// spec §1 user groups: the open item or chat left the user's reach (items.gone, chats.gone); the way back to the list.
export function GoneNotice({ message, backHref, backLabel }: GoneNoticeProps) {
  return (
    <div role="status" className={notice}>
      <p className={text}>{message}</p>
      <Link href={backHref}>{backLabel}</Link>
    </div>
  );
}
