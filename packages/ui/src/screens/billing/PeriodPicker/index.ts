export { PeriodPicker, type PeriodOption, type PeriodPickerProps } from './PeriodPicker.tsx';
