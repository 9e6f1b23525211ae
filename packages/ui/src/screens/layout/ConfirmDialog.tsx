import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { alert, row, stack, text } from './SettingsPage.css.ts';

export interface ConfirmDialogProps {
  /** Open while it names what is to be removed; null: closed. */
  title: string | null;
  /** What removing does, in the person's words. */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The write is under way: the buttons wait and a press outside does not close it. */
  pending?: boolean;
  /** The server's refusal, shown in the dialog that asked. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

// The settings screens ask before a destructive write (revoking, deleting, disconnecting): one dialog for them all.
export function ConfirmDialog(props: ConfirmDialogProps) {
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
