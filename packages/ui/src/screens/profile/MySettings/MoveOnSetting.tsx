import { useTranslation } from 'react-i18next';
import { AFTER_CLOSE_CHOICES, type AfterClose } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { sectionTitle } from '../../layout/SettingsPage.css.ts';

export interface MoveOnSettingProps {
  value: AfterClose;
  onChange: (value: AfterClose) => void;
}

// My settings, our own field (docs/answers.md `settings.after_close`): what closing a comment or chat leads to.
export function MoveOnSetting({ value, onChange }: MoveOnSettingProps) {
  const { t } = useTranslation('settings');
  return (
    <Card as="section" aria-labelledby="settings-move-on">
      <h2 id="settings-move-on" className={sectionTitle}>
        {t('moveOn.title')}
      </h2>
      <Select
        label={t('moveOn.afterClose')}
        options={AFTER_CLOSE_CHOICES.map((id) => ({ id, label: t(`moveOn.${id}`) }))}
        value={value}
        onChange={(id) => onChange(id as AfterClose)}
      />
    </Card>
  );
}
