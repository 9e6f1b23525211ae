import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { body, dialog, modal, overlay, title as titleClass } from './BlockingModal.css.ts';

export interface BlockingModalProps {
  /** The dialog's heading, which also names it. */
  title: ReactNode;
  children: ReactNode;
  /** Whether it is shown; by default it is (a modal that is mounted only while needed). */
  isOpen?: boolean;
}

/**
 * A full-page modal the user cannot dismiss (no Escape, no click outside): it stays until what it waits for changes.
 * Focus is trapped inside and the page behind is inert; an alert dialog, so a screen reader announces it at once.
 */
export function BlockingModal({ title, children, isOpen = true }: BlockingModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className={overlay}>
      <Modal className={modal}>
        <Dialog role="alertdialog" className={dialog}>
          <Heading slot="title" className={titleClass}>
            {title}
          </Heading>
          <div className={body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
