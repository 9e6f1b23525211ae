import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { actions, alert, dialog, dialogHeading, modal, overlay, text } from './SavedFiltersMenu.css.ts';

export interface DeleteFilterState {
  id: number;
  name: string;
  pending: boolean;
  serverError: string | null;
}

export interface DeleteFilterDialogProps {
  /** null: closed. */
  state: DeleteFilterState | null;
  onConfirm: () => void;
  onCancel: () => void;
}

// spec §5: deleting a filter asks for confirmation. Cancel, the harmless answer, comes first and takes the focus.
export function DeleteFilterDialog({ state, onConfirm, onCancel }: DeleteFilterDialogProps) {
  const { t } = useTranslation('filters');
  return (
    <ModalOverlay
      className={overlay}
      isOpen={state !== null}
      isDismissable={!state?.pending}
      onOpenChange={(open) => (open ? undefined : onCancel())}
    >
      <Modal className={modal}>
        <Dialog role="alertdialog" className={dialog}>
          <Heading slot="title" className={dialogHeading}>
            {t('delete.title')}
          </Heading>
          <p className={text}>{t('delete.text', { name: state?.name ?? '' })}</p>
          <div role="alert" className={alert}>
            {state?.serverError}
          </div>
          <div className={actions}>
            <Button variant="secondary" onPress={onCancel} isDisabled={state?.pending} autoFocus>
              {t('cancel')}
            </Button>
            <Button variant="danger" onPress={onConfirm} isPending={state?.pending}>
              {t('delete.confirm')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
