import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import { Dialog as RACDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { close as closeClass, dialog, header, modal, overlay, title as titleClass } from './Dialog.css.ts';

export interface DialogProps {
  title: ReactNode;
  isOpen: boolean;
  /** Called when the person closes it (Esc, the close button, a press outside when dismissable). */
  onClose: () => void;
  /** The close button's accessible name; omitted: no close button (the dialog's own buttons close it). */
  closeLabel?: string;
  /** A press outside closes it too (default true); false while a request runs, so nothing is lost. */
  isDismissable?: boolean;
  /** 'alertdialog' for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

function CrossIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

// A modal dialog: focus moves in and is trapped, Esc closes, focus returns to the opener (react-aria).
export function Dialog({ title, isOpen, onClose, closeLabel, isDismissable = true, role = 'dialog', children }: DialogProps) {
  return (
    <ModalOverlay
      className={overlay}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={modal}>
        <RACDialog className={dialog} role={role}>
          <div className={header}>
            <Heading slot="title" className={titleClass}>
              {title}
            </Heading>
            {closeLabel ? (
              <RACButton className={closeClass} aria-label={closeLabel} onPress={onClose} isDisabled={!isDismissable}>
                <CrossIcon />
              </RACButton>
            ) : null}
          </div>
          {children}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
