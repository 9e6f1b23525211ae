// The statistics' figures (spec §2.3 stats/*, docs/stats.md "Screens"): overall, per operator, replies and their times, load, tags, emotions, posts and issues, with the chart library.
// Each stats chunk maps registry names to screens (STATS_SCREENS); screens.ts STATS_CHUNKS lists which chunk holds which.
import type { ComponentType } from 'react';
import { EmotionsScreen } from '@console/ui/screens/stats/emotions';
import { HoursScreen } from '@console/ui/screens/stats/hours';
import { IssuesStatsScreen } from '@console/ui/screens/stats/issues';
import { OverallScreen } from '@console/ui/screens/stats/overall';
import { PostsScreen } from '@console/ui/screens/stats/posts';
import { RepliesScreen } from '@console/ui/screens/stats/replies';
import { TagsScreen } from '@console/ui/screens/stats/tags';
import { ReplyTimeScreen } from '@console/ui/screens/stats/time';
import { MyStatsScreen, UserStatsScreen } from '@console/ui/screens/stats/user';
import { UsersClosedScreen, UsersScreen } from '@console/ui/screens/stats/users';

export const STATS_SCREENS: Readonly<Record<string, ComponentType>> = {
  'stats-overall': OverallScreen,
  'stats-users': UsersScreen,
  'stats-users-closed': UsersClosedScreen,
  'stats-users-user': UserStatsScreen,
  'stats-my': MyStatsScreen,
  'stats-replies': RepliesScreen,
  'stats-time': ReplyTimeScreen,
  'stats-hours': HoursScreen,
  'stats-posts': PostsScreen,
  'stats-tags': TagsScreen,
  'stats-emotions': EmotionsScreen,
  'stats-issues': IssuesStatsScreen,
};
