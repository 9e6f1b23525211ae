import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { pageTitle } from '../../layout/ContentPage.css.ts';
import { stack } from '../StatsFrame/StatsFrame.css.ts';
import * as css from './ExportView.css.ts';

export interface ExportViewProps {
  /** The tables the server registers (contract STATS_EXPORT_TABLES), translated. */
  tables: readonly { id: string; label: string }[];
  table: string;
  onTable: (table: string) => void;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
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

// spec §2.3 /stats/export (docs/stats.md "Export"): a table, a period and the filters, downloaded as a CSV file through
// the server's short-lived link.
export function ExportView({ filterBar, tables, table, onTable, fileName, onDownload, disabled, busy, error }: ExportViewProps) {
  const { t } = useTranslation('stats');
  const { t: shell } = useTranslation('shell');
  return (
    <ContentPage>
      <div className={stack}>
        <h1 className={pageTitle}>{shell('titles.statsExport')}</h1>
        {filterBar}
        <Card as="section" aria-label={t('export.file')}>
          <div className={css.form}>
            <Select label={t('export.table')} options={tables} value={table} onChange={onTable} />
            <p className={css.hint}>{t('export.hint')}</p>
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
