import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { COMMENT_STATUSES, SENTIMENTS, roleCan, statusChoices, type Item, type RoleName } from '@console/api/contract';
import type { ItemChange } from '../../../../data/item.ts';
import { MultiSelect } from '../../../../components/MultiSelect/MultiSelect.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { changeOf, choiceOf, NO_ASSIGNABLE, type Assignable } from '../../../inbox/assignChoice.ts';
import { AssignPicker } from '../../../inbox/AssignPicker.tsx';
import { PrioritySelect } from '../../../inbox/PrioritySelect.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { visuallyHidden } from '../../../../theme/visuallyHidden.css.ts';
import { AuthorName } from '../../../inbox/parts/AuthorName.tsx';
import { badge, controls, controlsFolded, onlyMobile } from '../../../inbox/parts/detail.css.ts';

export interface ItemControlsProps {
  item: Item;
  role: RoleName;
  /** The space's tags (GET v1/objects?tags=true). */
  tags: readonly { id: number; name: string }[];
  /** The signed-in user: the first assignee to choose after nobody. */
  me: { id: number; name: string } | null;
  /** The members and user groups to assign to (of the item's space, `spaceId`, when known). */
  assignable?: Assignable;
  spaceId?: number | null;
  onChange: (change: ItemChange) => void;
}

// Status, priority, sentiment, tags and assignee (screens.md "Item"), each as far as the role allows (spec §1):
// a moderator tags and closes; an operator processes; read only and analyst users get none of these.
export function ItemControls(props: ItemControlsProps) {
  const { item, role, tags, me, onChange } = props;
  const { t } = useTranslation('item');
  // On a phone the controls start folded: the thread and the composer come first (screens.md "Item").
  const [unfolded, setUnfolded] = useState(false);
  const { process, tag, statuses } = itemControlsOf(role, item);
  if (!process && !statuses && !tag) return null;
  return (
    <section aria-labelledby="item-controls-title">
      <h2 id="item-controls-title" className={visuallyHidden}>
        {t('controls.title')}
      </h2>
      <div className={onlyMobile}>
        <Button variant="secondary" aria-expanded={unfolded} onPress={() => setUnfolded(!unfolded)}>
          {t('controls.title')}
        </Button>
      </div>
      <div className={unfolded ? controls : `${controls} ${controlsFolded}`}>
        {statuses ? (
          <div data-shortcut="status">
            <Select
              label={t('controls.status')}
              options={statuses.map((id) => ({ id, label: t(`statuses.${id}`) }))}
              value={item.status}
              onChange={(status) => onChange({ status })}
            />
          </div>
        ) : null}
        {process ? <PrioritySelect value={item.priority} onChange={(priority) => onChange({ priority })} /> : null}
        {process ? (
          <Select
            label={t('controls.sentiment')}
            options={SENTIMENTS.map((id) => ({ id, label: t(`sentiments.${id}`) }))}
            value={item.sentiment}
            onChange={(sentiment) => onChange({ sentiment })}
          />
        ) : null}
        {tag ? (
          <div data-shortcut="tags">
            <MultiSelect
              label={t('controls.tags')}
              options={tags.map((one) => ({ id: one.id, label: one.name }))}
              value={item.tags}
              onChange={(chosen) => onChange({ tags: chosen })}
              placeholder={t('controls.tagsNone')}
              summary={(count) => t('controls.tagsCount', { count })}
            />
          </div>
        ) : null}
        {process ? (
          <div data-shortcut="assignee">
            {/* Any member of the item's space, a user group of it, or nobody (spec §1 user groups). */}
            <AssignPicker
              label={t('controls.assignee')}
              assignable={props.assignable ?? NO_ASSIGNABLE}
              labels={{
                nobody: t('controls.unassigned'),
                me: (name) => t('controls.me', { name }),
                group: (name) => t('controls.group', { name }),
              }}
              me={me}
              spaceId={props.spaceId ?? null}
              current={item}
              value={choiceOf(item)}
              onChange={(choice) => onChange(changeOf(choice))}
            />
          </div>
        ) : null}
        {/* The group stays named when a member of it holds the item (spec §1 user groups). */}
        {item.usergroup ? (
          <span className={badge}>
            {t('controls.usergroup')}:&nbsp;
            <AuthorName name={item.usergroup.name} />
          </span>
        ) : null}
      </div>
    </section>
  );
}

/** Which controls the role has on this item (spec §1): none of them means no controls section. */
export function itemControlsOf(role: RoleName, item: Item) {
  const statuses = statusChoices(
    role,
    item.status,
    COMMENT_STATUSES.filter((s) => s !== 'deleted' || s === item.status),
  );
  return { process: roleCan(role, 'process'), tag: roleCan(role, 'tag'), statuses };
}
