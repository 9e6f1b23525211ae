import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenuTrigger } from '../../../lazy/LazyMenuTrigger.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { chevron, mine, swatch, trigger, triggerContent, triggerName } from './StatusMenu.css.ts';
import { compactWhenNarrow, labelWhenWide } from '../TopBar/barContainer.css.ts';

// The menu's code loads when it is first opened or the page is idle (quality.md budgets); the trigger is here at once.
const loadPopover = () => import('./StatusMenuPopover.tsx');
const StatusMenuPopover = lazy(() => loadPopover().then((module) => ({ default: module.StatusMenuPopover })));

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

// A colour the browser does not understand (workspace data) keeps the muted default.
const isColor = (value: string): boolean => typeof CSS === 'undefined' || CSS.supports('color', value);

function StatusSwatch({ color }: { color: string }) {
  return <span aria-hidden="true" className={swatch} style={isColor(color) ? { backgroundColor: color } : undefined} />;
}

// spec §2.5, §4 "User status": the top bar's dropdown of the user's statuses, the current one checked.
export function StatusMenu({ current, groups, pending, onChoose }: StatusMenuProps) {
  const { t } = useTranslation('status');
  const [open, setOpen] = useState(false);
  const name = current?.name ?? t('menu.none');
  return (
    <LazyMenuTrigger
      isOpen={open && !pending}
      onOpenChange={setOpen}
      preload={loadPopover}
      trigger={
        <Button
          variant="secondary"
          className={`${trigger} ${compactWhenNarrow}`}
          isPending={pending}
          aria-label={t(pending ? 'menu.triggerSaving' : 'menu.trigger', { name })}
        >
          {/* "My status", not a connection light: a label and a small square swatch, no glowing dot. */}
          <span className={triggerContent}>
            <span className={`${mine} ${labelWhenWide}`}>{t('menu.mine')}</span>{' '}
            {current ? <StatusSwatch color={current.color} /> : null}
            <span className={`${triggerName} ${labelWhenWide}`}>{name}</span>
            {pending ? null : <ChevronIcon />}
          </span>
        </Button>
      }
      menu={(parts) => <StatusMenuPopover {...parts} current={current} groups={groups} onChoose={onChoose} />}
    />
  );
}
