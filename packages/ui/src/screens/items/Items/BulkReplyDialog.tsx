import { useTranslation } from 'react-i18next';
import { providerOf } from '@console/api/contract';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { BulkReplyComposer } from '../../inbox/ReplyComposer/BulkReplyComposer.tsx';
import * as css from '../../inbox/list.css.ts';

export interface BulkReplyDialogProps {
  isOpen: boolean;
  count: number;
  /** The network and account of every selected comment (spec §5: one social profile, checked before it opens). */
  provider: string;
  objectId: number;
  accountName: string | null;
  busy: boolean;
  /** The comments the last send could not answer, with the server's text; they stay selected for another try. */
  failed: readonly { id: number; error: string }[];
  onSend: (text: string, close: boolean, files: readonly File[]) => void;
  onClose: () => void;
}

// One reply to each selected comment (spec §5 reply rules already checked) in the shared reply composer: the network's
// counter and length limit, files, templates and emoji. When some fail the dialog stays open with the text and says which.
export function BulkReplyDialog(props: BulkReplyDialogProps) {
  const { isOpen, count, provider, objectId, accountName, busy, failed, onSend, onClose } = props;
  const { t } = useTranslation('items');
  const network = providerOf(provider)?.name ?? provider;
  return (
    <Dialog
      title={t('reply.title', { count })}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t('reply.cancel')}
      isDismissable={!busy}
    >
      <p className={css.muted}>{t('reply.to', { account: accountName ?? network, network })}</p>
      {failed.length > 0 ? (
        <div role="alert">
          <p className={css.alert}>{t('reply.failed', { count: failed.length })}</p>
          <ul className={css.muted}>
            {failed.slice(0, 20).map((failure) => (
              <li key={failure.id}>
                #{failure.id}: {failure.error || t('bulk.unknownError')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <BulkReplyComposer provider={provider} objectId={objectId} busy={busy} onSend={onSend} />
    </Dialog>
  );
}
