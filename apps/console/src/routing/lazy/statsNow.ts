// What is happening now and the statistics' files (spec §2.3 stats/dashboard, live, export, reports; docs/stats.md): the dashboard, live, the CSV export and saved reports.
// Each stats chunk maps registry names to screens (STATS_SCREENS); screens.ts STATS_CHUNKS lists which chunk holds which.
import type { ComponentType } from 'react';
import { ExportScreen } from '@console/ui/screens/stats/export';
import { DashboardScreen, LiveScreen } from '@console/ui/screens/stats/live';
import { ReportsScreen } from '@console/ui/screens/stats/reports';

export const STATS_SCREENS: Readonly<Record<string, ComponentType>> = {
  'stats-dashboard-section': DashboardScreen,
  'stats-dashboard': DashboardScreen,
  'stats-live-section': LiveScreen,
  'stats-live': LiveScreen,
  'stats-export': ExportScreen,
  'stats-reports': ReportsScreen,
};
