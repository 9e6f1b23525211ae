import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsReplyFigures } from '@console/api/contract';
import { table as tableClass } from '../../../components/Chart/Chart.css.ts';
import { Link } from '../../../components/Link/Link.tsx';
import { NetworkIcon } from '../../../components/NetworkIcon/NetworkIcon.tsx';
import { StatsFrame } from '../StatsFrame/StatsFrame.tsx';
import { Duration, Figure, TableSection } from './parts.tsx';
import type { RepliesAccount, RepliesData, RepliesWho } from './useRepliesPage.tsx';
import { totals } from '../overall/OverallView.css.ts';
import * as css from './RepliesView.css.ts';

export interface RepliesViewProps {
  data: RepliesData;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
  /** The comments behind a count (drill.ts): the period's, an operator's or an account's. */
  drillHref: (event: 'replies' | 'replied', who: RepliesWho) => string;
  /** An operator's name by id (the space's users); their id when unknown. */
  operatorName: (id: number) => string;
  /** An account's name and network (the objects); null when unknown. */
  account: (id: number) => RepliesAccount | null;
}

type Row = { key: number; who: ReactNode; figures: StatsReplyFigures; drill: RepliesWho };

/** One block's table: who, replies and first replies (links to the comments), median and 90th percentile. */
function FiguresTable({
  whoTitle,
  rows,
  drillHref,
}: {
  whoTitle: string;
  rows: Row[];
  drillHref: RepliesViewProps['drillHref'];
}) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col">{whoTitle}</th>
          <th scope="col">{t('replies.replies')}</th>
          <th scope="col">{t('replies.replied')}</th>
          <th scope="col">{t('replies.median')}</th>
          <th scope="col">{t('replies.p90')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, who, figures, drill }) => (
          <tr key={key}>
            <th scope="row">{who}</th>
            <td>
              <Link href={drillHref('replies', drill)}>{number.format(figures.replies)}</Link>
            </td>
            <td>
              <Link href={drillHref('replied', drill)}>{number.format(figures.replied)}</Link>
            </td>
            <td>
              <Duration seconds={figures.reply_times.median_s} />
            </td>
            <td>
              <Duration seconds={figures.reply_times.p90_s} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AccountName({ id, account }: { id: number; account: RepliesAccount | null }) {
  if (!account) return <>#{id}</>;
  return (
    <span className={css.account}>
      <NetworkIcon provider={account.provider} size={16} />
      <bdi>{account.name}</bdi>
    </span>
  );
}

// spec §2.3 /stats/replies (docs/stats.md "Screens"): the period's replies, first replies and first reply times, then the
// same per operator (the team's figures, when the answer has them) and per account; each count opens its comments.
export function RepliesView({ data, filterBar, ...props }: RepliesViewProps) {
  const { t } = useTranslation('stats');
  const { t: shell } = useTranslation('shell');
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <StatsFrame title={shell('titles.statsReplies')} data={data} filterBar={filterBar}>
      {({ replies }) => (
        <>
          <ul className={totals}>
            <Figure label={t('replies.replies')}>
              <Link href={props.drillHref('replies', null)}>{number.format(replies.overall.replies)}</Link>
            </Figure>
            <Figure label={t('replies.replied')}>
              <Link href={props.drillHref('replied', null)}>{number.format(replies.overall.replied)}</Link>
            </Figure>
            <Figure label={t('replies.medianLong')}>
              <Duration seconds={replies.overall.reply_times.median_s} />
            </Figure>
            <Figure label={t('replies.p90Long')}>
              <Duration seconds={replies.overall.reply_times.p90_s} />
            </Figure>
          </ul>
          {replies.operators ? (
            <TableSection id="stats-replies-operators" title={t('replies.operators')} empty={replies.operators.length === 0}>
              <FiguresTable
                whoTitle={t('replies.operator')}
                drillHref={props.drillHref}
                rows={replies.operators.map((row) => ({
                  key: row.user_id,
                  who: <bdi>{props.operatorName(row.user_id)}</bdi>,
                  figures: row,
                  drill: { userId: row.user_id },
                }))}
              />
            </TableSection>
          ) : null}
          <TableSection id="stats-replies-accounts" title={t('replies.accounts')} empty={replies.accounts.length === 0}>
            <FiguresTable
              whoTitle={t('replies.account')}
              drillHref={props.drillHref}
              rows={replies.accounts.map((row) => ({
                key: row.object_id,
                who: <AccountName id={row.object_id} account={props.account(row.object_id)} />,
                figures: row,
                drill: { objectId: row.object_id },
              }))}
            />
          </TableSection>
        </>
      )}
    </StatsFrame>
  );
}
