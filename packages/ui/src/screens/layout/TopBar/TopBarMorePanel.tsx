import { Dialog } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { DialogTriggerContexts } from '../../../lazy/triggerContexts.tsx';
import type { DialogTriggerParts } from '../../../lazy/LazyDialogTrigger.tsx';
import type { TopBarAction } from './TopBar.tsx';
import { moreDialog, moreList, morePopover } from './TopBar.css.ts';

// The top bar's overflow (TopBarMore.tsx): the same controls as on a wide screen, one a line with their names shown.
export function TopBarMorePanel({ actions, ...parts }: DialogTriggerParts & { actions: readonly TopBarAction[] }) {
  const { t } = useTranslation('shell');
  return (
    <DialogTriggerContexts {...parts}>
      <Popover placement="bottom end" offset={6} className={morePopover}>
        <Dialog className={moreDialog} aria-label={t('topBar.more')}>
          <ul className={moreList}>
            {actions.map((action) => (
              <li key={action.key}>{action.node}</li>
            ))}
          </ul>
        </Dialog>
      </Popover>
    </DialogTriggerContexts>
  );
}
