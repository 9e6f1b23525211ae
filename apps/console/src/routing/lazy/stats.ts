// The statistics route group (spec §2.3 stats/*, docs/stats.md "Screens"): ONE chunk for every stats screen and the chart library;
// each later stats screen adds its export here and one line in screens.ts.
export { OverallScreen } from '@console/ui/screens/stats/overall';
export { TagsScreen } from '@console/ui/screens/stats/tags';
export { EmotionsScreen } from '@console/ui/screens/stats/emotions';
