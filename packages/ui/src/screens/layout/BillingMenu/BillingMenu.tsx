import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { LazyDialogTrigger } from '../../../lazy/LazyDialogTrigger.tsx';
import { LazyMenuTrigger } from '../../../lazy/LazyMenuTrigger.tsx';
import { usePaymentStateText, type BillingMenuSpace } from './BillingMenuEntry.tsx';
import { dot, trigger } from './BillingMenu.css.ts';
import { labelWhenWide } from '../TopBar/barContainer.css.ts';

export type { BillingMenuSpace } from './BillingMenuEntry.tsx';

// The list's code loads when it is first opened or the page is idle (quality.md budgets); the trigger is here at once.
const loadPopover = () => import('./BillingMenuPopover.tsx');
const BillingMenuList = lazy(() => loadPopover().then((module) => ({ default: module.BillingMenuList })));
const BillingMenuPanel = lazy(() => loadPopover().then((module) => ({ default: module.BillingMenuPanel })));

export interface BillingMenuProps {
  /** Every space of the user (spec §2.5 "a billing dropdown listing every space"). */
  spaces: readonly BillingMenuSpace[];
  /** The most urgent space: its colour is the trigger's. */
  urgentId: number;
  /** spec §6: billing links only for the settings role; without it (undefined) the list is plain text. */
  hrefFor?: ((spaceId: number) => string) | undefined;
}

// The top bar's billing dropdown (spec §2.5, §4): the trigger shows the most urgent space's colour and, after its
// expiry, 'Need Payment' / 'Блокировка'; the list shows every space with its badge and the deletion notice.
export function BillingMenu({ spaces, urgentId, hrefFor }: BillingMenuProps) {
  const { t } = useTranslation('billing');
  const stateText = usePaymentStateText();
  const urgent = spaces.find((space) => space.id === urgentId) ?? spaces[0];
  if (!urgent) return null;
  const button = (
    <Button
      className={trigger}
      data-colour={urgent.colour}
      aria-label={t('menu.triggerLabel', { state: `${urgent.name} — ${stateText(urgent)}` })}
    >
      <span aria-hidden="true" className={dot({ colour: urgent.colour })} />
      <span className={labelWhenWide}>{urgent.expired ? t('space.needPayment') : t('menu.trigger')}</span>
    </Button>
  );
  if (hrefFor) {
    return (
      <LazyMenuTrigger
        trigger={button}
        preload={loadPopover}
        menu={(parts) => <BillingMenuList {...parts} spaces={spaces} hrefFor={hrefFor} />}
      />
    );
  }
  return (
    <LazyDialogTrigger
      trigger={button}
      preload={loadPopover}
      dialog={(parts) => <BillingMenuPanel {...parts} spaces={spaces} />}
    />
  );
}
