import { Select } from '../../components/Select/Select.tsx';
import { assignOptions, type AssignChoice, type AssignCurrent, type Assignable, type AssignLabels } from './assignChoice.ts';

export interface AssignPickerProps {
  label: string;
  /** The members, user groups (and, for chats, departments) to offer. */
  assignable: Assignable;
  labels: AssignLabels;
  /** The signed-in user: offered first after nobody. */
  me: { id: number; name: string } | null;
  /** The record's space: only its members, groups and departments are offered; null offers all. */
  spaceId: number | null;
  /** What the record is assigned to now (kept choosable when the lists lack it). */
  current?: AssignCurrent;
  value: AssignChoice;
  onChange: (choice: AssignChoice) => void;
  isDisabled?: boolean;
}

// The one assign control (item page, bulk bar and chat header): nobody, me, a member, a group or a
// department, as one select.
export function AssignPicker({
  label,
  assignable,
  labels,
  me,
  spaceId,
  current,
  value,
  onChange,
  isDisabled,
}: AssignPickerProps) {
  const options = assignOptions(assignable, labels, { me, spaceId, ...(current ? { current } : {}) });
  return (
    <Select<AssignChoice>
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      {...(isDisabled === undefined ? {} : { isDisabled })}
    />
  );
}
