// The operators' time (spec §2.3 stats/users/statuses, workinghours, userstime; docs/stats.md "Status time"): status timelines, plan against work, online time.
// Each stats chunk maps registry names to screens (STATS_SCREENS); screens.ts STATS_CHUNKS lists which chunk holds which.
import type { ComponentType } from 'react';
import { MyStatusesScreen, UserStatusesScreen, UsersStatusesScreen } from '@console/ui/screens/stats/statuses';
import { UserWorkingHoursScreen, UsersTimeScreen, WorkingHoursScreen } from '@console/ui/screens/stats/workingHours';

export const STATS_SCREENS: Readonly<Record<string, ComponentType>> = {
  'stats-users-statuses': UsersStatusesScreen,
  'stats-users-user-statuses': UserStatusesScreen,
  'stats-my-statuses': MyStatusesScreen,
  'stats-users-workinghours': WorkingHoursScreen,
  'stats-users-user-workinghours': UserWorkingHoursScreen,
  'stats-userstime': UsersTimeScreen,
};
