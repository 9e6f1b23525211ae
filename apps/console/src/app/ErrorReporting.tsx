import { useEffect } from 'react';
import { useApiClient } from '@console/ui/data';
import { reportUncaughtErrors } from './errorReporting.ts';

// The page's uncaught errors go to the server's log.
export function ErrorReporting() {
  const client = useApiClient();
  useEffect(() => reportUncaughtErrors((report) => client.clientErrors.report(report)), [client]);
  return null;
}
