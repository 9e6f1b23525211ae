import { useState } from 'react';
import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components/Menu';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { StatusDot } from '../StatusDot/StatusDot.tsx';
import {
  check,
  chevron,
  empty,
  item,
  itemName,
  menu,
  popover,
  section,
  sectionHeader,
  trigger,
  triggerContent,
  triggerName,
} from './StatusMenu.css.ts';

export interface StatusMenuStatus {
  id: number;
  name: string;
  color: string;
}

/** The statuses of one space; the menu heads each group with the space's name when there are several. */
export interface StatusMenuGroup {
  spaceId: number;
  spaceName: string;
  statuses: StatusMenuStatus[];
}

export interface StatusMenuProps {
  /** The user's current status; null when none is set. */
  current: StatusMenuStatus | null;
  groups: StatusMenuGroup[];
  /** A change is being saved: the trigger shows it and the menu stays closed. */
  pending: boolean;
  onChoose: (statusId: number) => void;
}

function ChevronIcon() {
  return (
    <svg className={chevron} width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2.5 4.5L6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

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

// spec §2.5, §4 "User status": the top bar's dropdown of the user's statuses, the current one checked.
export function StatusMenu({ current, groups, pending, onChoose }: StatusMenuProps) {
  const { t } = useTranslation('status');
  const [open, setOpen] = useState(false);
  const name = current?.name ?? t('menu.none');
  const grouped = groups.length > 1;
  return (
    <MenuTrigger isOpen={open && !pending} onOpenChange={setOpen}>
      <Button
        variant="secondary"
        className={trigger}
        isPending={pending}
        aria-label={t(pending ? 'menu.triggerSaving' : 'menu.trigger', { name })}
      >
        <span className={triggerContent}>
          {current ? <StatusDot color={current.color} /> : null}
          <span className={triggerName}>{name}</span>
          {pending ? null : <ChevronIcon />}
        </span>
      </Button>
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
    </MenuTrigger>
  );
}
