import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsCounts, StatsOperator } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { table as tableClass } from '../../../components/Chart/Chart.css.ts';
import { Link } from '../../../components/Link/Link.tsx';
import { text } from '../../layout/CenteredPage.css.ts';
import { channelsIn, ChannelCells, ChannelHeaders } from '../ChannelCounts/ChannelCounts.tsx';
import type { DrillChannel, DrillEvent } from '../drill.ts';
import * as css from '../overall/OverallView.css.ts';
import { replyTimeText } from '../overall/replyTime.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';

export type UsersData = StatsState<{ operators: readonly StatsOperator[] }>;

export interface UsersViewProps {
  data: UsersData;
  title: string;
  /** The counts of the table, in order (the team's figures or the closes only). */
  columns: readonly (keyof StatsCounts)[];
  /** Whether the table ends with each operator's median first reply time. */
  withMedian: boolean;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
  /** The drill-down link of one operator's count in one channel (drill.ts). */
  /** A count's list; null: none holds what it counts (drill.ts channelDrillHref). */
  drillHref: (event: DrillEvent, channel: DrillChannel, userId: number) => string | null;
  /** The operator's own figures (stats/users/{id}) under the same period and filters. */
  operatorHref: (userId: number) => string;
  /** An operator's name by id (the space's users); their id when unknown. */
  operatorName: (id: number) => string;
}

function Table({ operators, ...props }: { operators: readonly StatsOperator[] } & Omit<UsersViewProps, 'data' | 'filterBar'>) {
  const { t, i18n } = useTranslation('stats');
  const channels = channelsIn(operators[0]?.channels);
  return (
    <Card as="section" aria-labelledby="stats-users-table">
      <h2 id="stats-users-table" className={css.sectionTitle}>
        {t('overall.operators')}
      </h2>
      <div className={css.tableBox}>
        <table className={tableClass} aria-labelledby="stats-users-table">
          <thead>
            <ChannelHeaders
              first={t('overall.operator')}
              columns={props.columns}
              channels={channels}
              after={props.withMedian ? [t('users.median')] : []}
            />
          </thead>
          <tbody>
            {operators.map((operator) => {
              const median = operator.reply_times?.median_s ?? null;
              return (
                <tr key={operator.user_id}>
                  <th scope="row">
                    <Link href={props.operatorHref(operator.user_id)}>
                      <bdi>{props.operatorName(operator.user_id)}</bdi>
                    </Link>
                  </th>
                  {props.columns.map((column) => (
                    <ChannelCells
                      key={column}
                      counts={operator}
                      column={column}
                      href={(channel) => props.drillHref(column, channel, operator.user_id)}
                    />
                  ))}
                  {props.withMedian ? (
                    <td>{median === null ? t('overall.noReplyTime') : replyTimeText(median, i18n.language)}</td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

// spec §2.3 /stats/users and /stats/users/closed (docs/stats.md "Screens"): the team's figures per operator, each count
// opening the comments or chats behind it, each operator opening their own figures (stats/users/{id}).
export function UsersView({ data, filterBar, ...props }: UsersViewProps) {
  const { t } = useTranslation('stats');
  return (
    <StatsFrame title={props.title} filterBar={filterBar} data={data}>
      {({ operators }) =>
        operators.length === 0 ? <p className={text}>{t('users.empty')}</p> : <Table operators={operators} {...props} />
      }
    </StatsFrame>
  );
}
