export { PlanPicker, type PlanOption, type PlanPickerProps } from './PlanPicker.tsx';
