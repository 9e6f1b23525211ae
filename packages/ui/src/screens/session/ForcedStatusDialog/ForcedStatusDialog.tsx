import { Suspense, lazy } from 'react';
import { isOfflineStatus } from '@console/machines/rules/statusChange';
import { useConfig } from '../../../data/index.ts';
import { useOnceTrue } from '../../../lazy/useOnceTrue.ts';

// Only users whose status is an offline one ever see the dialog: its machine and view load then (quality.md budgets).
const ForcedStatusFlow = lazy(() => import('./ForcedStatusFlow.tsx').then((m) => ({ default: m.ForcedStatusFlow })));

// spec §2.5, §4, §7, §8: mounted over every signed-in page; opens while the user's status is an offline one (from
// the config, the socket, the automatic check or another tab) and closes once a working status is saved anywhere.
export function ForcedStatusDialog() {
  const config = useConfig().data;
  const needed = useOnceTrue(config ? isOfflineStatus(config.user_statuses, config.user.status) : false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ForcedStatusFlow />
    </Suspense>
  );
}
