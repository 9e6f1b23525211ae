import { Button } from '../../components/Button/Button.tsx';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { alert, row, stack, text } from './SettingsPage.css.ts';

// The dialog of ConfirmDialog, loaded when first needed.
export default function ConfirmDialogView(props: ConfirmDialogProps) {
  const pending = props.pending ?? false;
  return (
    <Dialog
      role="alertdialog"
      title={props.title ?? ''}
      isOpen={props.title !== null}
      onClose={props.onClose}
      isDismissable={!pending}
    >
      <div className={stack}>
        <p className={text}>{props.text}</p>
        <div role="alert" className={props.error ? alert : undefined}>
          {props.error}
        </div>
        <div className={row}>
          <Button variant="danger" isPending={pending} onPress={props.onConfirm}>
            {props.confirmLabel}
          </Button>
          <Button variant="secondary" isDisabled={pending} onPress={props.onClose}>
            {props.cancelLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
