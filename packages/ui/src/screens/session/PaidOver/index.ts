export { PaidOverView, type PaidOverViewProps } from './PaidOverView.tsx';
