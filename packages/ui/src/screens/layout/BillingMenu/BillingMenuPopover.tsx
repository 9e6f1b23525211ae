import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from 'react-aria-components/Menu';
import { Dialog, Popover } from 'react-aria-components/Popover';
import { DialogTriggerContexts, MenuTriggerContexts } from '../../../lazy/triggerContexts.tsx';
import type { DialogTriggerParts } from '../../../lazy/LazyDialogTrigger.tsx';
import type { MenuTriggerParts } from '../../../lazy/LazyMenuTrigger.tsx';
import { BillingMenuEntryContent, type BillingMenuSpace } from './BillingMenuEntry.tsx';
import { entry, list, popover, title } from './BillingMenu.css.ts';

// The billing dropdown's popover, loaded when it is first opened (or the page is idle): BillingMenu.tsx.

interface SpacesProps {
  spaces: readonly BillingMenuSpace[];
}

/** spec §6, settings role: every space links to its billing page. */
export function BillingMenuList({
  spaces,
  hrefFor,
  ...parts
}: MenuTriggerParts & SpacesProps & { hrefFor: (id: number) => string }) {
  const { t } = useTranslation('billing');
  return (
    <MenuTriggerContexts {...parts}>
      <Popover className={popover} placement="bottom end">
        <Menu className={list} aria-label={t('menu.title')}>
          {spaces.map((space) => (
            <MenuItem key={space.id} id={space.id} href={hrefFor(space.id)} textValue={space.name} className={entry}>
              <BillingMenuEntryContent space={space} />
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTriggerContexts>
  );
}

/** Without the settings role the list is plain text in a dialog. */
export function BillingMenuPanel({ spaces, ...parts }: DialogTriggerParts & SpacesProps) {
  const { t } = useTranslation('billing');
  const titleId = useId();
  return (
    <DialogTriggerContexts {...parts}>
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
    </DialogTriggerContexts>
  );
}
