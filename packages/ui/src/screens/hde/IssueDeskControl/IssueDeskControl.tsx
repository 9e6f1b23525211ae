import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canWriteIssues, roleOf, type Issue } from '@console/api/contract';
import { useIssueDesk, useSendIssueToDesk } from '../../../data/hde.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { useMe } from '../../../data/resources.ts';
import { IssueDeskView } from './IssueDeskView.tsx';

export interface IssueDeskControlProps {
  issue: Pick<Issue, 'id'>;
  /** After a send (the issue's history gained the `desk` entry): the issue page refreshes the issue. */
  onSent?: () => void;
}

// The issue page's HelpDeskEddy part (docs/hde.md): GET and POST v1/issues/{id}/hde, re-read every minute while the
// ticket is open on the desk.
export function IssueDeskControl({ issue, onSent }: IssueDeskControlProps) {
  const { t } = useTranslation('issues');
  const desk = useIssueDesk(issue.id);
  const send = useSendIssueToDesk(issue.id);
  const me = useMe();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const press = () => {
    setSending(true);
    setError(null);
    send()
      .then(() => onSent?.())
      .catch((failure: unknown) => setError(serverTextOf(failure) ?? t('hde.sendFailed')))
      .finally(() => setSending(false));
  };
  return (
    <IssueDeskView
      desk={desk.data}
      canSend={me.data !== undefined && canWriteIssues(roleOf(me.data))}
      sending={sending}
      error={error}
      onSend={press}
    />
  );
}
