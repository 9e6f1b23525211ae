import { useTranslation } from 'react-i18next';
import { PRIORITIES, type ItemPriority } from '@console/api/contract';
import { Select } from '../../components/Select/Select.tsx';

export interface PrioritySelectProps {
  value: ItemPriority;
  onChange: (priority: ItemPriority) => void;
  isDisabled?: boolean;
}

// The priority control of the item page and the chat page (screens.md "Item", "Chats"): one list of the values of
// spec §3; the P shortcut focuses it (data-shortcut="priority").
export function PrioritySelect({ value, onChange, isDisabled }: PrioritySelectProps) {
  const { t } = useTranslation('item');
  return (
    <div data-shortcut="priority">
      <Select
        label={t('controls.priority')}
        options={PRIORITIES.map((id) => ({ id, label: t(`priorities.${id}`) }))}
        value={value}
        onChange={onChange}
        {...(isDisabled === undefined ? {} : { isDisabled })}
      />
    </div>
  );
}
