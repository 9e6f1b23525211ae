import { lazy, Suspense } from 'react';
import { usePreloadWhenIdle } from '../../lazy/preload.ts';
import { useOnceTrue } from '../../lazy/useOnceTrue.ts';

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

const loadView = () => import('./ConfirmDialogView.tsx');
const ConfirmDialogView = lazy(loadView);

// The settings screens ask before a destructive write (revoking, deleting, disconnecting): one dialog for them all,
// its overlay code loaded when the page is idle or the dialog first opens (quality.md budgets: off the routes' chunks).
export function ConfirmDialog(props: ConfirmDialogProps) {
  const needed = useOnceTrue(props.title !== null);
  usePreloadWhenIdle(loadView);
  return needed ? (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  ) : null;
}
