import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { table as tableClass } from '../../../components/Chart/Chart.css.ts';
import { Select } from '../../../components/Select/Select.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { pageTitle } from '../../layout/ContentPage.css.ts';
import { sectionTitle } from '../overall/OverallView.css.ts';
import { stack } from '../StatsFrame/StatsFrame.css.ts';
import type { StatsState } from '../StatsFrame/StatsFrame.tsx';
import * as css from './ExportView.css.ts';

/** The preview: the file's first rows with its columns, and how many rows the file holds. */
export type ExportPreview = StatsState<{
  columns: readonly string[];
  /** The first rows (PREVIEW_ROWS at most) of the CSV, each cell as the section's table shows it. */
  rows: readonly (readonly string[])[];
  /** Per column: whether it holds text (a name, a post's text), which wraps, rather than a figure. */
  textColumns: readonly boolean[];
  /** Every row of the file. */
  total: number;
}>;

export interface ExportViewProps {
  /** The tables the server registers (contract STATS_EXPORT_TABLES), translated. */
  tables: readonly { id: string; label: string }[];
  table: string;
  onTable: (table: string) => void;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
  /** The chosen table, period and filters as the file will hold them (the same answer the table's screen shows). */
  preview: ExportPreview;
  /** The file of the chosen table, period and filters: its name as the server names it. */
  fileName: string;
  onDownload: () => void;
  /** The space is not known yet (the config loads): nothing to ask for. */
  disabled: boolean;
  /** The link is being asked for. */
  busy: boolean;
  /** The server's refusal (400, 403, 404) in its own words; null when none. */
  error: string | null;
}

function Preview({ preview }: { preview: ExportPreview }) {
  const { t } = useTranslation('stats');
  const { t: common } = useTranslation('common');
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={preview.status === 'loading'}>
      <div className={css.previewBody}>
        <h2 id={titleId} className={sectionTitle}>
          {t('export.preview.title')}
        </h2>
        {preview.status === 'loading' ? <Spinner /> : null}
        {preview.status === 'error' ? (
          <>
            <p role="alert" className={css.error}>
              {preview.message}
            </p>
            {preview.onRetry ? (
              <div>
                <Button variant="secondary" onPress={preview.onRetry} isPending={preview.retrying}>
                  {common('actions.retry')}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
        {preview.status === 'ready' && preview.total === 0 ? <p className={css.hint}>{t('export.preview.empty')}</p> : null}
        {preview.status === 'ready' && preview.total > 0 ? (
          <>
            <p className={css.hint}>
              {t('export.preview.rows', { count: preview.total })}
              {preview.total > preview.rows.length ? ` ${t('export.preview.first', { shown: preview.rows.length })}` : ''}
            </p>
            <div className={css.tableBox} tabIndex={0} role="region" aria-label={t('export.preview.rowsRegion')}>
              <table className={tableClass}>
                <thead>
                  <tr>
                    {preview.columns.map((column, index) => (
                      <th key={index} scope="col" className={preview.textColumns[index] ? css.textCell : undefined}>
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row, index) => (
                    <tr key={index}>
                      {row.map((cell, column) => (
                        <td key={column} className={preview.textColumns[column] ? css.textCell : undefined}>
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </div>
    </Card>
  );
}

// spec §2.3 /stats/export (docs/stats.md "Export", "Screens"): a table, a period and the filters, previewed from the
// table's own answer, then downloaded as a CSV file through the server's short-lived link.
export function ExportView({
  filterBar,
  tables,
  table,
  onTable,
  preview,
  fileName,
  onDownload,
  disabled,
  busy,
  error,
}: ExportViewProps) {
  const { t } = useTranslation('stats');
  const { t: shell } = useTranslation('shell');
  return (
    <ContentPage>
      <div className={stack}>
        <h1 className={pageTitle}>{shell('titles.statsExport')}</h1>
        {filterBar}
        <Card as="section" aria-label={t('export.table')}>
          <div className={css.form}>
            <Select label={t('export.table')} options={tables} value={table} onChange={onTable} />
            <p className={css.hint}>{t('export.hint')}</p>
          </div>
        </Card>
        <Preview preview={preview} />
        <Card as="section" aria-label={t('export.file')}>
          <div className={css.form}>
            <p className={css.fileName}>
              <bdi>{fileName}</bdi>
            </p>
            <div>
              <Button onPress={onDownload} isPending={busy} isDisabled={disabled}>
                {t('export.download')}
              </Button>
            </div>
            {error ? (
              <p role="alert" className={css.error}>
                {error}
              </p>
            ) : null}
          </div>
        </Card>
      </div>
    </ContentPage>
  );
}
