import { useState } from 'react';
import { useMe } from '../../../data/index.ts';
import { EmailDialog } from './EmailDialog.tsx';

// Mounted on every signed-in page (spec §2.5 "a dialog to confirm or change the email address", §4): open while
// the user's email_status is below 1. Closed by the person, it stays closed until the next page load.
export function EmailConfirmation() {
  const me = useMe();
  const [dismissed, setDismissed] = useState(false);
  const user = me.data;
  if (!user) return null;
  return <EmailDialog email={user.email} isOpen={user.email_status < 1 && !dismissed} onClose={() => setDismissed(true)} />;
}
