import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import type { MenuDrawerProps } from './MenuDrawer.tsx';
import { dialog, drawer, header, overlay, title as titleClass } from './MenuDrawer.css.ts';

// The drawer's modal, loaded when it is first opened (or the page is idle): MenuDrawer.tsx.
export function MenuDrawerModal({ isOpen, onOpenChange, title, children }: MenuDrawerProps) {
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
