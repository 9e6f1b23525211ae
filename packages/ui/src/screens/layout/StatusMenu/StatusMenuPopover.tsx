import { useTranslation } from 'react-i18next';
import { Header, Menu, MenuItem, MenuSection, Popover } from 'react-aria-components/Menu';
import { MenuTriggerContexts } from '../../../lazy/triggerContexts.tsx';
import type { MenuTriggerParts } from '../../../lazy/LazyMenuTrigger.tsx';
import { StatusDot } from '../../../components/StatusDot/StatusDot.tsx';
import type { StatusMenuProps, StatusMenuStatus } from './StatusMenu.tsx';
import { check, empty, item, itemName, menu, popover, section, sectionHeader } from './StatusMenu.css.ts';

// The status menu's popover, loaded when the menu is first opened (or the page is idle): StatusMenu.tsx.

function CheckIcon() {
  return (
    <svg className={check} width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function StatusItem({ status }: { status: StatusMenuStatus }) {
  return (
    <MenuItem id={status.id} textValue={status.name} className={item}>
      {({ isSelected }) => (
        <>
          <StatusDot color={status.color} />
          <span className={itemName}>{status.name}</span>
          {isSelected ? <CheckIcon /> : null}
        </>
      )}
    </MenuItem>
  );
}

export type StatusMenuPopoverProps = MenuTriggerParts & Pick<StatusMenuProps, 'current' | 'groups' | 'onChoose'>;

export function StatusMenuPopover({ current, groups, onChoose, ...parts }: StatusMenuPopoverProps) {
  const { t } = useTranslation('status');
  const grouped = groups.length > 1;
  return (
    <MenuTriggerContexts {...parts}>
      <Popover placement="bottom end" className={popover}>
        <Menu
          className={menu}
          selectionMode="single"
          selectedKeys={current ? [current.id] : []}
          onAction={(key) => onChoose(Number(key))}
          renderEmptyState={() => <div className={empty}>{t('menu.empty')}</div>}
        >
          {grouped
            ? groups.map((group) => (
                <MenuSection key={group.spaceId} id={`space-${group.spaceId}`} className={section}>
                  <Header className={sectionHeader}>{group.spaceName}</Header>
                  {group.statuses.map((status) => (
                    <StatusItem key={status.id} status={status} />
                  ))}
                </MenuSection>
              ))
            : groups.flatMap((group) => group.statuses.map((status) => <StatusItem key={status.id} status={status} />))}
        </Menu>
      </Popover>
    </MenuTriggerContexts>
  );
}
