export { MyScheduleScreen, TeamWeekScreen } from './TeamWeek/index.ts';
export { UserScheduleScreen } from './UserGrid/UserScheduleScreen.tsx';
export { TemplatesScreen } from './Templates/TemplatesScreen.tsx';
export { AbsencesScreen } from './Absences/AbsencesScreen.tsx';
