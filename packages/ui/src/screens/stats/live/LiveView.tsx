import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockTarget, StatsLive, StatsOnline, StatsQueue } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import * as overallCss from '../overall/OverallView.css.ts';
import { replyTimeText } from '../overall/replyTime.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import * as css from './Now.css.ts';
import { StatusChip, type StatusLook } from './StatusChip.tsx';

export type LiveData = StatsState<{ live: StatsLive }>;

export interface LiveViewProps {
  data: LiveData;
  filterBar: ReactNode;
  /** The list of what waits (the new comments, the open chats) under the screen's filters. */
  queueHref: (channel: 'comments' | 'chats') => string;
  statusLook: (id: number | null) => StatusLook;
}

/** The page of what an operator holds open (spec §2.2 items/{id}, chats/{id}/messages, issues/{id}). */
export const targetHref = (target: LockTarget): string =>
  target.type === 'item'
    ? `/items/${target.id}`
    : target.type === 'chat'
      ? `/chats/${target.id}/messages`
      : `/issues/${target.id}`;

function Queue({ channel, queue, at, href }: { channel: 'comments' | 'chats'; queue: StatsQueue; at: number; href: string }) {
  const { t, i18n } = useTranslation('stats');
  return (
    <li>
      <Card className={overallCss.figure}>
        <span className={overallCss.figureLabel}>{t(`live.queue.${channel}`)}</span>
        <Link href={href} className={overallCss.figureValue}>
          {new Intl.NumberFormat(i18n.language).format(queue.count)}
        </Link>
        <span className={css.compare}>
          {queue.oldest_at === null
            ? t('live.queue.none')
            : t('live.queue.oldest', { age: replyTimeText(Math.max(0, at - queue.oldest_at), i18n.language) })}
        </span>
      </Card>
    </li>
  );
}

function Online({ online, statusLook }: { online: StatsOnline[]; statusLook: LiveViewProps['statusLook'] }) {
  const { t } = useTranslation('stats');
  return (
    <Card as="section" aria-labelledby="live-online" className={css.sectionHead}>
      <h2 id="live-online" className={overallCss.sectionTitle}>
        {t('live.online', { number: online.length })}
      </h2>
      {online.length === 0 ? (
        <p className={css.empty}>{t('live.nobody')}</p>
      ) : (
        <ul className={css.people}>
          {online.map((person) => (
            <li key={person.user_id} className={css.person}>
              <bdi className={css.personName}>{person.name}</bdi>
              <StatusChip look={statusLook(person.status_id)} />
              <span className={css.holding}>
                {person.holding.length === 0
                  ? t('live.free')
                  : person.holding.map((target) => (
                      <Link key={`${target.type}:${target.id}`} href={targetHref(target)}>
                        {t(`live.target.${target.type}`, { id: target.id })}
                      </Link>
                    ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

// spec §2.3 stats/live and /live (docs/stats.md "Dashboard and live"): the queue now (new comments, chats waiting for
// us, the oldest wait) and who is online and on what (the items, chats and issues they have open; the team's figures:
// absent from an answer without them, so is the section). Kept current through the socket.
export function LiveView({ data, filterBar, queueHref, statusLook }: LiveViewProps) {
  const { t: shell } = useTranslation('shell');
  const { t } = useTranslation('stats');
  return (
    <StatsFrame title={shell('titles.statsLive')} data={data} filterBar={filterBar}>
      {({ live }) => (
        <>
          <section className={css.sectionHead} aria-labelledby="live-queue">
            <h2 id="live-queue" className={overallCss.sectionTitle}>
              {t('live.queue.title')}
            </h2>
            <ul className={overallCss.totals}>
              {live.comments ? (
                <Queue channel="comments" queue={live.comments} at={live.at} href={queueHref('comments')} />
              ) : null}
              {live.chats ? <Queue channel="chats" queue={live.chats} at={live.at} href={queueHref('chats')} /> : null}
            </ul>
          </section>
          {live.online ? <Online online={live.online} statusLook={statusLook} /> : null}
        </>
      )}
    </StatsFrame>
  );
}
