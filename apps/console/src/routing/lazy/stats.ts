// The statistics route group (spec §2.3 stats/*, docs/stats.md "Screens"): ONE chunk for every stats screen and the chart library.
// A stats screen is one line here, under its registry name, and the name in screens.ts STATS_SCREEN_NAMES.
import type { ComponentType } from 'react';
import { EmotionsScreen } from '@console/ui/screens/stats/emotions';
import { ExportScreen } from '@console/ui/screens/stats/export';
import { HoursScreen } from '@console/ui/screens/stats/hours';
import { IssuesStatsScreen } from '@console/ui/screens/stats/issues';
import { DashboardScreen, LiveScreen } from '@console/ui/screens/stats/live';
import { OverallScreen } from '@console/ui/screens/stats/overall';
import { PostsScreen } from '@console/ui/screens/stats/posts';
import { RepliesScreen } from '@console/ui/screens/stats/replies';
import { ReportsScreen } from '@console/ui/screens/stats/reports';
import { MyStatusesScreen, UserStatusesScreen, UsersStatusesScreen } from '@console/ui/screens/stats/statuses';
import { TagsScreen } from '@console/ui/screens/stats/tags';
import { ReplyTimeScreen } from '@console/ui/screens/stats/time';
import { MyStatsScreen, UserStatsScreen } from '@console/ui/screens/stats/user';
import { UsersClosedScreen, UsersScreen } from '@console/ui/screens/stats/users';
import { UserWorkingHoursScreen, UsersTimeScreen, WorkingHoursScreen } from '@console/ui/screens/stats/workingHours';

export const STATS_SCREENS: Readonly<Record<string, ComponentType>> = {
  'stats-overall': OverallScreen,
  'stats-tags': TagsScreen,
  'stats-emotions': EmotionsScreen,
  'stats-users': UsersScreen,
  'stats-users-closed': UsersClosedScreen,
  'stats-users-user': UserStatsScreen,
  'stats-my': MyStatsScreen,
  'stats-replies': RepliesScreen,
  'stats-time': ReplyTimeScreen,
  'stats-hours': HoursScreen,
  'stats-posts': PostsScreen,
  'stats-dashboard-section': DashboardScreen,
  'stats-dashboard': DashboardScreen,
  'stats-live-section': LiveScreen,
  'stats-live': LiveScreen,
  'stats-export': ExportScreen,
  'stats-reports': ReportsScreen,
  'stats-users-statuses': UsersStatusesScreen,
  'stats-users-user-statuses': UserStatusesScreen,
  'stats-my-statuses': MyStatusesScreen,
  'stats-issues': IssuesStatsScreen,
  'stats-users-workinghours': WorkingHoursScreen,
  'stats-users-user-workinghours': UserWorkingHoursScreen,
  'stats-userstime': UsersTimeScreen,
};
