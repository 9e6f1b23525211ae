import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { dialog, heading, list, none, popover, term, values as valuesClass } from './FilterButton.css.ts';

export interface AppliedFilterView {
  /** The query parameter (status, tag_id…). */
  name: string;
  /** Its label, or the parameter itself when it has none. */
  label: string;
  values: readonly string[];
}

export interface FilterButtonProps {
  /** The applied filters of the page (spec §2.5: their number is on the button). */
  filters: readonly AppliedFilterView[];
  onReset: () => void;
}

// spec §2.5: the top bar's filter button with the number of applied filters; it shows them and resets them.
export function FilterButton({ filters, onReset }: FilterButtonProps) {
  const { t } = useTranslation('shell');
  const count = filters.length;
  const label = count > 0 ? t('filters.buttonWithCount', { count }) : t('filters.button');
  return (
    <DialogTrigger>
      <IconButton icon="filter" label={label} badge={count} />
      <Popover placement="bottom end" offset={6} className={popover}>
        <Dialog className={dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={heading}>
                {t('filters.title')}
              </Heading>
              {count === 0 ? (
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
    </DialogTrigger>
  );
}
