import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components/Popover';
import { BillingMenuEntryContent, usePaymentStateText, type BillingMenuSpace } from './BillingMenuEntry.tsx';
import { dot, entry, list, popover, title, trigger } from './BillingMenu.css.ts';

export type { BillingMenuSpace } from './BillingMenuEntry.tsx';

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
  const titleId = useId();
  const urgent = spaces.find((space) => space.id === urgentId) ?? spaces[0];
  if (!urgent) return null;
  const button = (
    <Button
      className={trigger}
      data-colour={urgent.colour}
      aria-label={t('menu.triggerLabel', { state: `${urgent.name} — ${stateText(urgent)}` })}
    >
      <span aria-hidden="true" className={dot({ colour: urgent.colour })} />
      <span>{urgent.expired ? t('space.needPayment') : t('menu.trigger')}</span>
    </Button>
  );
  if (hrefFor) {
    return (
      <MenuTrigger>
        {button}
        <Popover className={popover} placement="bottom end">
          <Menu className={list} aria-label={t('menu.title')}>
            {spaces.map((space) => (
              <MenuItem key={space.id} id={space.id} href={hrefFor(space.id)} textValue={space.name} className={entry}>
                <BillingMenuEntryContent space={space} />
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    );
  }
  return (
    <DialogTrigger>
      {button}
      <Popover className={popover} placement="bottom end">
        <Dialog aria-labelledby={titleId} className={list}>
          <h2 id={titleId} className={title}>
            {t('menu.title')}
          </h2>
          <ul className={list}>
            {spaces.map((space) => (
              <li key={space.id} className={entry}>
                <BillingMenuEntryContent space={space} />
              </li>
            ))}
          </ul>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
