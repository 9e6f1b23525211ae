import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { muted, text } from '../../layout/SettingsPage.css.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { calendarDays } from '../../../format/wallClock.ts';
import { grow, list, listRow } from './editor.css.ts';

export interface AbsenceListProps {
  absences: readonly Absence[];
  /** A member's name by id; omitted on one user's page. */
  nameOf?: (userId: number) => string;
  onRemove: (id: number) => Promise<void>;
  /** The server's text of a failed request, else the network one (spec §8). */
  errorText: (error: unknown) => string;
}

// The absences, earliest first, each removable after a confirmation.
export function AbsenceList({ absences, nameOf, onRemove, errorText }: AbsenceListProps) {
  const { t, i18n } = useTranslation('workSchedule');
  const [removing, setRemoving] = useState<Absence | null>(null);
  if (absences.length === 0) return <p className={muted}>{t('absences.empty')}</p>;
  const what = (absence: Absence) =>
    [nameOf?.(absence.user_id), t(`kinds.${absence.kind}`), calendarDays(i18n.language, absence.starts_on, absence.ends_on)]
      .filter(Boolean)
      .join(', ');
  return (
    <>
      <ul className={list} aria-label={t('absences.listLabel')}>
        {absences.map((absence) => (
          <li key={absence.id} className={listRow}>
            <span className={grow}>
              {nameOf ? <span className={text}>{nameOf(absence.user_id)}</span> : null}
              <span className={text}>{t(`kinds.${absence.kind}`)}</span>
              <span className={muted}>{calendarDays(i18n.language, absence.starts_on, absence.ends_on)}</span>
            </span>
            <Button
              variant="secondary"
              aria-label={t('absences.removeLabel', { what: what(absence) })}
              onPress={() => setRemoving(absence)}
            >
              {t('absences.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmDialog
          title={t('absences.removeTitle')}
          message={what(removing)}
          confirm={t('absences.confirmRemove')}
          onClose={() => setRemoving(null)}
          onConfirm={() => onRemove(removing.id)}
          errorText={errorText}
        />
      ) : null}
    </>
  );
}
