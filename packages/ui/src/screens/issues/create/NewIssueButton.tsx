import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { IssueCreateDialog } from './IssueCreateDialog.tsx';
import { useIssueRights } from './useIssueRights.ts';

export interface NewIssueButtonProps {
  /** After the server made it (the list may read its first page again). */
  onCreated?: (issue: Issue) => void;
}

// The issues list's header action (screens.md "Issues": created from the list as well): a blank issue, in the
// user's one space with issues on or the one chosen in the dialog. Only for the roles that create (spec §1).
export function NewIssueButton({ onCreated }: NewIssueButtonProps) {
  const { t } = useTranslation('issues');
  const rights = useIssueRights();
  const [open, setOpen] = useState(false);
  if (!rights.canCreate(null)) return null;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('create.new')}</Button>
      <IssueCreateDialog
        isOpen={open}
        source={{ kind: 'blank' }}
        onClose={() => setOpen(false)}
        {...(onCreated ? { onCreated } : {})}
      />
    </>
  );
}
