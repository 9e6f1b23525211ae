import { useTranslation } from 'react-i18next';
import type { HistoryEntry, Macro } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { DropdownItem, DropdownMenu } from '../../../../components/DropdownMenu/DropdownMenu.tsx';
import { list, notice, row, sectionTitle, text } from '../../../inbox/parts/detail.css.ts';
import { changeText, type Names } from './format.ts';

export interface MacroBarProps {
  /** The macros the user may run here (the item's space). */
  macros: readonly Macro[];
  onRun: (macro: Macro) => void;
  /** A template macro waiting for the reply: its other actions go with it. */
  pending: Macro | null;
  onCancelPending: () => void;
  /** The last run was refused: the comment changed since (who changed what). */
  conflict: { macro: Macro; changes: readonly HistoryEntry[] } | null;
  names: Names;
  onRerun: () => void;
  onDismissConflict: () => void;
}

// The item page's macros (docs/macros.md): the run menu, with each macro's shortcut; the template macro waiting for the
// reply; a run refused because someone changed the comment first (the server's version is shown: run again on it).
export function MacroBar(props: MacroBarProps) {
  const { macros, onRun, pending, onCancelPending, conflict, names, onRerun, onDismissConflict } = props;
  const { t } = useTranslation(['macros', 'item']);
  if (macros.length === 0 && !pending && !conflict) return null;
  return (
    <>
      {macros.length > 0 ? (
        <div className={row}>
          <DropdownMenu label={t('macros:run.menu')} trigger={<Button variant="secondary">{t('macros:run.menu')}</Button>}>
            {macros.map((macro) => (
              <DropdownItem key={macro.id} id={macro.id} onAction={() => onRun(macro)} description={macro.shortcut ?? undefined}>
                {macro.name}
              </DropdownItem>
            ))}
          </DropdownMenu>
        </div>
      ) : null}
      {pending ? (
        <div role="status" className={notice}>
          <p className={text}>{t('macros:run.pending', { name: pending.name })}</p>
          <div className={row}>
            <Button variant="secondary" onPress={onCancelPending}>
              {t('macros:run.cancelPending')}
            </Button>
          </div>
        </div>
      ) : null}
      {conflict ? (
        <div role="alert" className={notice}>
          <p className={sectionTitle}>{t('macros:run.conflictTitle', { name: conflict.macro.name })}</p>
          <ul className={list}>
            {conflict.changes.map((change) => (
              <li key={change.id} className={text}>
                {changeText(t, change, names)}
              </li>
            ))}
          </ul>
          <div className={row}>
            <Button onPress={onRerun}>{t('macros:run.rerun')}</Button>
            <Button variant="secondary" onPress={onDismissConflict}>
              {t('macros:run.dismiss')}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
