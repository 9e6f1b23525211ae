import { useTranslation } from 'react-i18next';
import type { DeskTicketStatus, IssueDesk } from '@console/api/contract';
import { Badge } from '../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useDates } from '../../../format/dates.tsx';
import { alert, muted, row, stack } from '../../layout/SettingsPage.css.ts';

const TONES: Record<DeskTicketStatus, BadgeTone> = { open: 'info', process: 'warning', waiting: 'violet', closed: 'success' };

export interface IssueDeskViewProps {
  /** GET v1/issues/{id}/hde; undefined while it loads (nothing shows). */
  desk: IssueDesk | undefined;
  /** The user's role processes issues (moderator, operator, administrator). */
  canSend: boolean;
  sending: boolean;
  /** Why the last send failed (the server's text, else the screen's). */
  error: string | null;
  onSend: () => void;
}

// The issue's HelpDeskEddy ticket (docs/hde.md): "Send to HelpDeskEddy" while the space's desk is connected and the
// issue was not sent; then the ticket's link (the desk's page, a new tab) and its status as last read from the desk.
export function IssueDeskView({ desk, canSend, sending, error, onSend }: IssueDeskViewProps) {
  const { t } = useTranslation('issues');
  const dates = useDates();
  if (!desk) return null;
  const { ticket } = desk;
  if (ticket) {
    return (
      <section className={stack} aria-label={t('hde.ticketAbout')}>
        <div className={row}>
          <Link href={ticket.url} target="_blank" rel="noopener noreferrer">
            {t('hde.ticket', { number: ticket.number })}
          </Link>
          <Badge tone={TONES[ticket.status]}>{t(`hde.ticketStatus.${ticket.status}`)}</Badge>
        </div>
        <p className={muted}>{t('hde.checked', { time: dates.dateTimeShort({ s: ticket.synced_at }) })}</p>
      </section>
    );
  }
  if (!desk.connected || !canSend) return null;
  return (
    <section className={stack} aria-label={t('hde.ticketAbout')}>
      <div className={row}>
        <Button variant="secondary" isPending={sending} onPress={onSend}>
          {t('hde.send')}
        </Button>
      </div>
      <div role="alert" className={error ? alert : undefined}>
        {error}
      </div>
    </section>
  );
}
