import { useEffect } from 'react';
import { useApiClient } from '@console/ui/data';
import { reportDegradedAnswers, reportUncaughtErrors } from './errorReporting.ts';

// The page's uncaught errors, and the answers' fields read as defaults (docs/answers.md), go to the server's log.
export function ErrorReporting() {
  const client = useApiClient();
  useEffect(() => reportUncaughtErrors((report) => client.clientErrors.report(report)), [client]);
  useEffect(() => reportDegradedAnswers((report) => client.clientErrors.report(report), client), [client]);
  return null;
}
