// The statistics route group (spec §2.3): the statistics home now, its sections as they come.
export { StatsHomeScreen as default } from '@console/ui/screens/stats';
