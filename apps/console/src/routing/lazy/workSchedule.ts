// The working schedules route group (spec §2.4 users/workinghours): the team's week, one's own, one user's (edited),
// templates and absences.
export {
  AbsencesScreen,
  MyScheduleScreen,
  TeamWeekScreen,
  TemplatesScreen,
  UserScheduleScreen,
} from '@console/ui/screens/workSchedule';
