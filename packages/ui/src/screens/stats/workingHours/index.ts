export { WorkingHoursScreen } from './WorkingHoursScreen.tsx';
export { UserWorkingHoursScreen } from './UserWorkingHoursScreen.tsx';
export { UsersTimeScreen } from './UsersTimeScreen.tsx';
export { WorkingHoursView, type WorkingHoursData, type WorkingHoursViewProps } from './WorkingHoursView.tsx';
export { UserWorkingHoursView, type UserWorkingHoursData, type UserWorkingHoursViewProps } from './UserWorkingHoursView.tsx';
export { UsersTimeView, type UsersTimeData, type UsersTimeViewProps } from './UsersTimeView.tsx';
