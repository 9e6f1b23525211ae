import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursTable } from '@console/api/contract';
import { useStatsHours } from '../../../data/stats.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { HoursView, type HoursData, type HoursMeasure } from './HoursView.tsx';
import { weekdayName } from './weekdays.ts';

// spec §2.3 /stats/hours (docs/stats.md "Screens"): GET v1/stats/hours for the URL's period and filters in the user's zone.
export function HoursScreen() {
  const { t, i18n } = useTranslation('stats');
  const page = useStatsPage();
  const hours = useStatsHours(page.query);
  const [measure, setMeasure] = useState<HoursMeasure>('received');
  const data: HoursData = statsStateOf(hours, { invalidPeriod: t('hours.invalidPeriod'), error: t('hours.error') }, (answer) => ({
    hours: answer,
    // The same columns as the CSV export (contract statsLoad.ts hoursTable).
    table: hoursTable(answer, {
      weekday: t('hours.columns.weekday'),
      hour: t('hours.columns.hour'),
      received: t('hours.columns.received'),
      replies: t('hours.columns.replies'),
      weekdayName: (weekday) => weekdayName(weekday, i18n.language),
    }),
  }));
  return <HoursView data={data} filterBar={page.filterBar()} measure={measure} onMeasure={setMeasure} />;
}
