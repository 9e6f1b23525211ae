export { TeamWeekScreen } from './TeamWeekScreen.tsx';
export { MyScheduleScreen } from './MyScheduleScreen.tsx';
export { TeamWeekView, type TeamWeekViewProps } from './TeamWeekView.tsx';
