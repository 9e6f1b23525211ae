export { WorkingHoursScreen } from './WorkingHoursScreen.tsx';
