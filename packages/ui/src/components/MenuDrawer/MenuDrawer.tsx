import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import { dialog, drawer, header, overlay, title as titleClass } from './MenuDrawer.css.ts';

export interface MenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The heading of the drawer (the product name). */
  title: string;
  children: ReactNode;
}

// spec §2.5: on a phone the main menu is a drawer — a modal dialog: focus stays inside, Esc or a tap outside closes it.
export function MenuDrawer({ isOpen, onOpenChange, title, children }: MenuDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={overlay}>
      <Modal className={drawer}>
        <Dialog className={dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" className={titleClass}>
                  {title}
                </Heading>
                <IconButton icon="close" label={t('menu.close')} onPress={close} />
              </div>
              {children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
