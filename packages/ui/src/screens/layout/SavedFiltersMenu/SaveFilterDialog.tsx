import type { FormEvent } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Form } from 'react-aria-components/Form';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { actions, alert, dialog, dialogHeading, form, modal, overlay } from './SavedFiltersMenu.css.ts';

export interface SaveFilterState {
  name: string;
  /** spec §5: 'Введите название' while the name is empty (after a first attempt). */
  nameError: 'required' | null;
  pending: boolean;
  /** The server's text, or the console's when there is none. */
  serverError: string | null;
}

export interface SaveFilterDialogProps {
  /** null: closed. */
  state: SaveFilterState | null;
  /** The longest name the server takes. */
  nameMaxLength: number;
  onNameChange: (name: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

// 'Save current filter…': a name, then POST (the screen does it); the dialog stays until the answer comes.
export function SaveFilterDialog({ state, nameMaxLength, onNameChange, onSubmit, onCancel }: SaveFilterDialogProps) {
  const { t } = useTranslation('filters');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state?.pending) onSubmit();
  };
  return (
    <ModalOverlay
      className={overlay}
      isOpen={state !== null}
      isDismissable={!state?.pending}
      onOpenChange={(open) => (open ? undefined : onCancel())}
    >
      <Modal className={modal}>
        <Dialog className={dialog}>
          <Heading slot="title" className={dialogHeading}>
            {t('save.title')}
          </Heading>
          <Form className={form} validationBehavior="aria" onSubmit={submit}>
            <TextField
              label={t('save.name')}
              name="name"
              autoFocus
              maxLength={nameMaxLength}
              value={state?.name ?? ''}
              onChange={onNameChange}
              errorMessage={state?.nameError ? t('save.nameRequired') : undefined}
            />
            <div role="alert" className={alert}>
              {state?.serverError}
            </div>
            <div className={actions}>
              <Button variant="secondary" onPress={onCancel} isDisabled={state?.pending}>
                {t('cancel')}
              </Button>
              <Button type="submit" isPending={state?.pending}>
                {t('save.submit')}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
