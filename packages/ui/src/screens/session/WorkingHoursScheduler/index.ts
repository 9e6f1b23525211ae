export { WorkingHoursScheduler } from './WorkingHoursScheduler.tsx';
