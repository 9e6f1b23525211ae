import { Suspense, lazy, useState } from 'react';
import { useMe } from '../../../data/index.ts';
import { useOnceTrue } from '../../../lazy/useOnceTrue.ts';

// Only an unconfirmed address opens the dialog: its machine and view load then (quality.md budgets).
const EmailDialog = lazy(() => import('./EmailDialog.tsx').then((m) => ({ default: m.EmailDialog })));

// Mounted on every signed-in page (spec §2.5 "a dialog to confirm or change the email address", §4): open while
// the user's email_status is below 1. Closed by the person, it stays closed until the next page load.
export function EmailConfirmation() {
  const me = useMe();
  const [dismissed, setDismissed] = useState(false);
  const user = me.data;
  const isOpen = user !== undefined && user.email_status < 1 && !dismissed;
  const needed = useOnceTrue(isOpen);
  if (!user || !needed) return null;
  return (
    <Suspense fallback={null}>
      {/* Where the link was sent: a pending change's address (our server's email_pending), else the account's. */}
      <EmailDialog email={user.email_pending ?? user.email} isOpen={isOpen} onClose={() => setDismissed(true)} />
    </Suspense>
  );
}
