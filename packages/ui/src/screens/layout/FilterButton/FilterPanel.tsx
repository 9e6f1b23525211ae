import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { DialogTriggerContexts } from '../../../lazy/triggerContexts.tsx';
import type { DialogTriggerParts } from '../../../lazy/LazyDialogTrigger.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import type { FilterButtonProps } from './FilterButton.tsx';
import { dialog, heading, list, none, popover, term, values as valuesClass } from './FilterButton.css.ts';

// The applied filters' popover, loaded when it is first opened (or the page is idle): FilterButton.tsx.
export function FilterPanel({ filters, onReset, ...parts }: DialogTriggerParts & FilterButtonProps) {
  const { t } = useTranslation('shell');
  return (
    <DialogTriggerContexts {...parts}>
      <Popover placement="bottom end" offset={6} className={popover}>
        <Dialog className={dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={heading}>
                {t('filters.title')}
              </Heading>
              {filters.length === 0 ? (
                <p className={none}>{t('filters.none')}</p>
              ) : (
                <>
                  <dl className={list}>
                    {filters.map((filter) => (
                      <div key={filter.name}>
                        <dt className={term}>{filter.label}</dt>
                        <dd className={valuesClass}>{filter.values.join(', ')}</dd>
                      </div>
                    ))}
                  </dl>
                  <Button
                    variant="secondary"
                    onPress={() => {
                      onReset();
                      close();
                    }}
                  >
                    {t('filters.reset')}
                  </Button>
                </>
              )}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTriggerContexts>
  );
}
