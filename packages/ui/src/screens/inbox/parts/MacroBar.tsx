import { useTranslation } from 'react-i18next';
import type { HistoryEntry, Macro } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { DropdownItem, DropdownMenu } from '../../../components/DropdownMenu/DropdownMenu.tsx';
import { list, notice, row, sectionTitle, text } from './detail.css.ts';

export interface MacroBarProps {
  /** The macros the user may run here (the item's or chat's space). */
  macros: readonly Macro[];
  onRun: (macro: Macro) => void;
  /** A template macro waiting for the reply: its other actions go with it. */
  pending: Macro | null;
  onCancelPending: () => void;
  /** The last run was refused: the record changed since (who changed what; a chat's 409 names no fields). */
  conflict: { macro: Macro; changes: readonly HistoryEntry[] } | null;
  /** A history entry as the page words it (the item page's format.ts). */
  changeText?: (change: HistoryEntry) => string;
  onRerun: () => void;
  onDismissConflict: () => void;
  /** 'menu': the item page's Macros menu; 'list': the chat side panel's list with a run button each (screens.md). */
  layout?: 'menu' | 'list';
  /** What a refused run's notice names as changed first. */
  subject?: 'comment' | 'chat';
}

// The macros of the item and chat pages (docs/macros.md): the run menu or list, with each macro's shortcut; the
// template macro waiting for the reply; a run refused because someone changed the record first (the server's version
// is shown: run again on it).
export function MacroBar(props: MacroBarProps) {
  const { macros, onRun, pending, onCancelPending, conflict, changeText, onRerun, onDismissConflict } = props;
  const { layout = 'menu', subject = 'comment' } = props;
  const { t } = useTranslation('macros');
  if (macros.length === 0 && !pending && !conflict) return null;
  const runList =
    layout === 'list' ? (
      <section aria-labelledby="macros-panel-title">
        <h3 id="macros-panel-title" className={sectionTitle}>
          {t('run.menu')}
        </h3>
        <ul className={list}>
          {macros.map((macro) => (
            <li key={macro.id} className={row}>
              <span className={text}>
                <bdi>{macro.name}</bdi>
                {macro.shortcut ? <kbd> {macro.shortcut}</kbd> : null}
              </span>
              <Button variant="secondary" aria-label={t('run.runNamed', { name: macro.name })} onPress={() => onRun(macro)}>
                {t('run.run')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    ) : (
      <div className={row}>
        <DropdownMenu label={t('run.menu')} trigger={<Button variant="secondary">{t('run.menu')}</Button>}>
          {macros.map((macro) => (
            <DropdownItem key={macro.id} id={macro.id} onAction={() => onRun(macro)} description={macro.shortcut ?? undefined}>
              {macro.name}
            </DropdownItem>
          ))}
        </DropdownMenu>
      </div>
    );
  return (
    <>
      {macros.length > 0 ? runList : null}
      {pending ? (
        <div role="status" className={notice}>
          <p className={text}>{t('run.pending', { name: pending.name })}</p>
          <div className={row}>
            <Button variant="secondary" onPress={onCancelPending}>
              {t('run.cancelPending')}
            </Button>
          </div>
        </div>
      ) : null}
      {conflict ? (
        <div role="alert" className={notice}>
          <p className={sectionTitle}>
            {t(subject === 'chat' ? 'run.conflictTitleChat' : 'run.conflictTitle', { name: conflict.macro.name })}
          </p>
          {conflict.changes.length > 0 && changeText ? (
            <ul className={list}>
              {conflict.changes.map((change) => (
                <li key={change.id} className={text}>
                  {changeText(change)}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={row}>
            <Button onPress={onRerun}>{t('run.rerun')}</Button>
            <Button variant="secondary" onPress={onDismissConflict}>
              {t('run.dismiss')}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
