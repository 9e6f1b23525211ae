import { Suspense, lazy } from 'react';
import { useConfig } from '../../../data/index.ts';

// Only spaces with working hours need the scheduler: its machine and notices load then (quality.md budgets).
const Scheduler = lazy(() => import('./Scheduler.tsx').then((m) => ({ default: m.Scheduler })));

// spec §4 "Working-hours scheduler": mounted once in the signed-in frame; active only while a space has
// settings.user_workinghours. It renders nothing: its notices are toasts.
export function WorkingHoursScheduler() {
  const config = useConfig();
  if (!config.data) return null;
  const spaceIds = config.data.spaces.filter((space) => space.settings.user_workinghours).map((space) => space.id);
  if (spaceIds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Scheduler
        key={spaceIds.join(',')}
        spaceIds={spaceIds}
        status={config.data.user.status}
        leadMinutes={config.data.user.settings.wh_status_notification}
      />
    </Suspense>
  );
}
