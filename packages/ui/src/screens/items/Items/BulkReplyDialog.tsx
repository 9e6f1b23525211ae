import { useTranslation } from 'react-i18next';
import { providerOf } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { BulkReplyComposer } from '../../inbox/ReplyComposer/BulkReplyComposer.tsx';
import * as css from '../../inbox/list.css.ts';
import { BulkReplyResults, type BulkReplyResult } from './BulkReplyResults.tsx';
import { actions as actionsClass } from './BulkReplyResults.css.ts';

export interface BulkReplyDialogProps {
  isOpen: boolean;
  count: number;
  /** The network and account of every selected comment (spec §5: one social profile, checked before it opens). */
  provider: string;
  objectId: number;
  accountName: string | null;
  busy: boolean;
  /** Each comment's result once a send did not answer them all (empty before the first send). */
  results: readonly BulkReplyResult[];
  onSend: (text: string, close: boolean, files: readonly File[]) => void;
  /** Sends the same reply again to the failed ones only, each with a new Idempotency-Key. */
  onRetry: () => void;
  onClose: () => void;
}

// One reply to each selected comment (spec §5 reply rules already checked) in the shared reply composer: the network's
// counter and length limit, files, templates and emoji. When some fail the dialog lists each comment's result with
// the network's reason, and offers to retry the failed ones.
export function BulkReplyDialog(props: BulkReplyDialogProps) {
  const { isOpen, count, provider, objectId, accountName, busy, results, onSend, onRetry, onClose } = props;
  const { t } = useTranslation('items');
  const network = providerOf(provider)?.name ?? provider;
  const failed = results.filter((result) => result.state === 'failed').length;
  return (
    <Dialog
      title={t('reply.title', { count: results.length > 0 ? results.length : count })}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t('reply.cancel')}
      isDismissable={!busy}
    >
      <p className={css.muted}>{t('reply.to', { account: accountName ?? network, network })}</p>
      {results.length > 0 ? (
        <>
          <div role={failed > 0 ? 'alert' : 'status'}>
            <p className={failed > 0 ? css.alert : css.muted}>
              {failed > 0 ? t('reply.failed', { count: failed }) : t('reply.allSent', { count: results.length })}
            </p>
          </div>
          <BulkReplyResults results={results} />
          <div className={actionsClass}>
            {failed > 0 ? (
              <Button onPress={onRetry} isDisabled={busy}>
                {t('reply.retry', { count: failed })}
              </Button>
            ) : null}
            <Button variant={failed > 0 ? 'secondary' : 'primary'} onPress={onClose} isDisabled={busy}>
              {t('reply.done')}
            </Button>
          </div>
        </>
      ) : (
        <BulkReplyComposer provider={provider} objectId={objectId} busy={busy} onSend={onSend} />
      )}
    </Dialog>
  );
}
