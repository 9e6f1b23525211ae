import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
import type { ChartTable } from '../../../components/Chart/index.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import { hoursText } from './format.ts';
import { MemberBars } from './MemberBars.tsx';
import * as css from './WorkingHoursView.css.ts';

export type UsersTimeData = StatsState<{
  /** Per member as the CSV export writes it (contract usersTimeTable): name, online minutes, working minutes. */
  perOperator: ChartTable;
}>;

export interface UsersTimeViewProps {
  data: UsersTimeData;
  filterBar: ReactNode;
}

// spec §2.3 /stats/userstime (docs/stats.md "Status time"): each member's time online and working over the period,
// as bars per member with the table the export writes.
export function UsersTimeView({ data, filterBar }: UsersTimeViewProps) {
  const { t, i18n } = useTranslation(['shell', 'stats']);
  return (
    <StatsFrame title={t('shell:titles.statsUserstime')} subtitle={t('stats:usersTime.about')} filterBar={filterBar} data={data}>
      {({ perOperator }) => (
        <Card>
          {perOperator.rows.every((row) => row.slice(1).every((cell) => !cell)) ? (
            <p className={css.note}>{t('stats:chart.empty')}</p>
          ) : (
            <MemberBars
              title={t('stats:usersTime.perOperator')}
              table={perOperator}
              series={[
                { column: 1, tone: 'info', label: t('stats:usersTime.online') },
                { column: 2, tone: 'success', label: t('stats:usersTime.working') },
              ]}
              valueText={(minutes) => hoursText(minutes, i18n.language)}
            />
          )}
        </Card>
      )}
    </StatsFrame>
  );
}
