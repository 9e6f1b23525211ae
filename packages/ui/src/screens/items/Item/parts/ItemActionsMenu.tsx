import { useTranslation } from 'react-i18next';
import { itemActionAllowed, roleCan, type Item, type ItemAction, type RoleName } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { DropdownItem, DropdownMenu } from '../../../../components/DropdownMenu/DropdownMenu.tsx';

/** The actions that apply to the item as it is now (a liked one offers unlike, a deleted one restore). */
export function actionsFor(item: Item, role: RoleName): ItemAction[] {
  const deleted = item.status === 'deleted';
  const wanted: ItemAction[] = [
    item.liked ? 'unlike' : 'like',
    item.hidden ? 'unhide' : 'hide',
    deleted ? 'restore' : 'delete',
    'report',
    'exclude',
  ];
  return wanted.filter((action) => itemActionAllowed(role, item.provider, action));
}

export interface ItemActionsMenuProps {
  item: Item;
  role: RoleName;
  authorBlocked: boolean;
  onAction: (action: ItemAction) => void;
  onBlock: () => void;
  onUnblock: () => void;
}

// The actions the network's flags and the user's role allow (spec §3 provider actions, spec §1 roles); none: no menu.
export function ItemActionsMenu({ item, role, authorBlocked, onAction, onBlock, onUnblock }: ItemActionsMenuProps) {
  const { t } = useTranslation('item');
  const actions = actionsFor(item, role);
  const block = roleCan(role, 'block');
  if (actions.length === 0 && !block) return null;
  return (
    <DropdownMenu label={t('actions.menu')} trigger={<Button variant="secondary">{t('actions.menu')}</Button>}>
      {actions.map((action) => (
        <DropdownItem key={action} id={action} onAction={() => onAction(action)}>
          {t(`actions.${action}`)}
        </DropdownItem>
      ))}
      {block ? (
        <DropdownItem id="block" onAction={authorBlocked ? onUnblock : onBlock}>
          {authorBlocked ? t('actions.unblock') : t('actions.block')}
        </DropdownItem>
      ) : null}
    </DropdownMenu>
  );
}
