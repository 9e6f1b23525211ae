import { useFilter } from 'react-aria/useFilter';
import { Dialog } from 'react-aria-components/Dialog';
import { Header } from 'react-aria-components/Header';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Menu, MenuItem, MenuSection } from 'react-aria-components/Menu';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { SearchField } from 'react-aria-components/SearchField';
import { useTranslation } from 'react-i18next';
import type { PaletteCommand, PaletteSection } from './commands.tsx';
import * as css from './CommandPalette.css.ts';
import { visuallyHidden } from '../../../theme/visuallyHidden.css.ts';
import { PaletteAutocomplete } from './PaletteAutocomplete.tsx';

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What can be run here, in groups (pages, saved filters, the page's actions); empty groups are left out. */
  sections: readonly PaletteSection[];
  /** A command was chosen: the palette asks to close; the caller runs it once it has (focus back first). */
  onRun: (command: PaletteCommand) => void;
}

const key = (section: PaletteSection, command: PaletteCommand) => `${section.id}:${command.id}`;

// screens.md "Keyboard": Ctrl/Cmd+K. The typed text filters every group (react-aria's Autocomplete over a Menu:
// the arrows move in the list while the caret stays in the field, Enter runs, Esc closes and focus goes back).
export function CommandPalette({ isOpen, onOpenChange, sections, onRun }: CommandPaletteProps) {
  const { t } = useTranslation('shell');
  const { contains } = useFilter({ sensitivity: 'base' });
  const shown = sections.filter((section) => section.commands.length > 0);
  const run = (id: string) => {
    for (const section of shown) for (const command of section.commands) if (key(section, command) === id) return onRun(command);
  };
  return (
    <ModalOverlay className={css.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={css.modal}>
        <Dialog className={css.dialog} aria-label={t('palette.title')}>
          <PaletteAutocomplete filter={contains}>
            {/* The first Esc closes the palette: a searchbox alone would spend it on clearing the text. */}
            <SearchField
              className={css.search}
              autoFocus
              onKeyDown={(event) => {
                if (event.key === 'Escape') onOpenChange(false);
                else event.continuePropagation();
              }}
            >
              <Label className={visuallyHidden}>{t('palette.search')}</Label>
              <Input className={css.input} placeholder={t('palette.search')} />
            </SearchField>
            <Menu
              className={css.menu}
              aria-label={t('palette.commands')}
              onAction={(id) => run(String(id))}
              renderEmptyState={() => <p className={css.empty}>{t('palette.empty')}</p>}
            >
              {shown.map((section) => (
                <MenuSection key={section.id} id={section.id} className={css.section}>
                  <Header className={css.header}>{section.title}</Header>
                  {section.commands.map((command) => (
                    <MenuItem key={command.id} id={key(section, command)} textValue={command.label} className={css.item}>
                      {/* The name is the whole text, the key included (what is seen is what is announced) */}
                      <span className={css.label}>{command.label}</span>
                      {command.keys ? (
                        <>
                          {' '}
                          <kbd className={css.kbd}>{command.keys}</kbd>
                        </>
                      ) : null}
                    </MenuItem>
                  ))}
                </MenuSection>
              ))}
            </Menu>
          </PaletteAutocomplete>
          <p className={css.hint}>{t('palette.hint')}</p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
