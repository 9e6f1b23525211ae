export { HoursScreen } from './HoursScreen.tsx';
export { HoursView, type HoursData, type HoursMeasure, type HoursViewProps } from './HoursView.tsx';
