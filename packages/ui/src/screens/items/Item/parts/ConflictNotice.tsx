import { useTranslation } from 'react-i18next';
import type { ItemConflictState } from '../../../../data/item.ts';
import { Button } from '../../../../components/Button/Button.tsx';
import { list, notice, row, sectionTitle, text } from '../../../inbox/parts/detail.css.ts';
import { changeText, valueText, type Names } from './format.ts';

export interface ConflictNoticeProps {
  conflict: ItemConflictState;
  names: Names;
  onReapply: () => void;
  onDismiss: () => void;
}

// Someone changed the item first. Says who changed what; the user's change waits, un-applied, for one click.
export function ConflictNotice({ conflict, names, onReapply, onDismiss }: ConflictNoticeProps) {
  const { t } = useTranslation('item');
  const intended = Object.entries(conflict.intended)
    .map(([field, value]) => {
      const key = field === 'assignee_id' ? 'assignee' : field === 'usergroup_id' ? 'usergroup' : (field as 'status');
      const shown = Array.isArray(value) ? value.join(',') : value === null ? null : String(value);
      return `${t(`history.fields.${key}`)}: ${valueText(t, key, shown, names)}`;
    })
    .join('; ');
  return (
    <div role="alert" className={notice}>
      <p className={sectionTitle}>{t('conflict.title')}</p>
      <ul className={list}>
        {conflict.changes.map((change) => (
          <li key={change.id} className={text}>
            {changeText(t, change, names)}
          </li>
        ))}
      </ul>
      <p className={text}>{t('conflict.kept', { change: intended })}</p>
      <div className={row}>
        <Button onPress={onReapply}>{t('conflict.reapply')}</Button>
        <Button variant="secondary" onPress={onDismiss}>
          {t('conflict.dismiss')}
        </Button>
      </div>
    </div>
  );
}
