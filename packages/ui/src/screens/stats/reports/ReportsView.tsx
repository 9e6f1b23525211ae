import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsReport } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import type { Period } from '../statsFilters.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import type { ReportEditorViewProps } from './ReportEditorView.tsx';
import * as css from './ReportsView.css.ts';

const ReportEditorView = lazy(() => import('./ReportEditorView.tsx').then((m) => ({ default: m.ReportEditorView })));

export type ReportsData = StatsState<{ reports: readonly StatsReport[] }>;

export interface ReportsViewProps {
  data: ReportsData;
  /** A section's name (the export's tables, translated). */
  sectionName: (section: string) => string;
  /** The days a report covers if made today, and the export's address of one of its sections. */
  daysOf: (report: StatsReport) => Period;
  sectionHref: (report: StatsReport, section: string) => string;
  /** The filters a report keeps, said in words (names of accounts, networks, tags, operators). */
  filtersText: (report: StatsReport) => string;
  onNew: () => void;
  onEdit: (report: StatsReport) => void;
  /** The form in its dialog while a report is made or edited; null: closed. */
  editor: ReportEditorViewProps | null;
  /** The report asked to be deleted (the confirmation is open); null: none. */
  deleting: StatsReport | null;
  onDelete: (report: StatsReport) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  deleteBusy: boolean;
  deleteError: string | null;
}

function ReportCard({ report, ...props }: { report: StatsReport } & ReportsViewProps) {
  const { t } = useTranslation('stats');
  const [open, setOpen] = useState(false);
  const { frequency, hour } = report.schedule;
  const days = props.daysOf(report);
  const headingId = `stats-report-${report.id}`;
  return (
    <li>
      <Card as="article" aria-labelledby={headingId}>
        <div className={css.report}>
          <h2 id={headingId} className={css.name}>
            {report.name}
          </h2>
          <dl className={css.facts}>
            <dt className={css.term}>{t('reports.sections')}</dt>
            <dd className={css.detail}>{report.sections.map(props.sectionName).join(', ')}</dd>
            <dt className={css.term}>{t('reports.period')}</dt>
            <dd className={css.detail}>{t(`reports.periods.${report.period}`)}</dd>
            <dt className={css.term}>{t('reports.filters')}</dt>
            <dd className={css.detail}>{props.filtersText(report)}</dd>
            <dt className={css.term}>{t('reports.schedule')}</dt>
            <dd className={css.detail}>
              {frequency === 'off'
                ? t('reports.frequencies.off')
                : t('reports.at', { frequency: t(`reports.frequencies.${frequency}`), hour: String(hour).padStart(2, '0') })}
            </dd>
          </dl>
          {open ? (
            <>
              <p className={css.hint}>{t('reports.openHint', { from: days.from, to: days.to })}</p>
              <ul className={css.sectionLinks}>
                {report.sections.map((section) => (
                  <li key={section}>
                    <Link href={props.sectionHref(report, section)}>{props.sectionName(section)}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className={css.actions}>
            <Button variant="secondary" onPress={() => setOpen(!open)} aria-expanded={open}>
              {t(open ? 'reports.close' : 'reports.open')}
            </Button>
            <Button variant="secondary" onPress={() => props.onEdit(report)}>
              {t('reports.edit')}
            </Button>
            <Button variant="danger" onPress={() => props.onDelete(report)}>
              {t('reports.delete')}
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

// spec §2.3 /stats/reports (docs/stats.md "Reports"): the caller's saved reports in the space, each opened as its
// sections' exports, edited in a dialog, deleted after a confirmation.
export function ReportsView(props: ReportsViewProps) {
  const { t } = useTranslation('stats');
  const { t: shell } = useTranslation('shell');
  const { data } = props;
  return (
    <StatsFrame
      title={shell('titles.statsReports')}
      data={data}
      after={
        <>
          {props.editor ? (
            <Suspense fallback={null}>
              <ReportEditorView {...props.editor} />
            </Suspense>
          ) : null}
          <ConfirmDialog
            title={props.deleting ? t('reports.deleteTitle', { name: props.deleting.name }) : null}
            text={t('reports.deleteText')}
            confirmLabel={t('reports.delete')}
            cancelLabel={t('reports.cancel')}
            pending={props.deleteBusy}
            error={props.deleteError}
            onConfirm={props.onConfirmDelete}
            onClose={props.onCancelDelete}
          />
        </>
      }
    >
      {(ready) => (
        <>
          <div>
            <Button onPress={props.onNew}>{t('reports.new')}</Button>
          </div>
          {ready.reports.length === 0 ? (
            <p className={css.hint}>{t('reports.empty')}</p>
          ) : (
            <ul className={css.list}>
              {ready.reports.map((report) => (
                <ReportCard key={report.id} report={report} {...props} />
              ))}
            </ul>
          )}
        </>
      )}
    </StatsFrame>
  );
}
