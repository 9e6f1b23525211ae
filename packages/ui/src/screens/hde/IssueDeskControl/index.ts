export { IssueDeskControl, type IssueDeskControlProps } from './IssueDeskControl.tsx';
export { IssueDeskView, type IssueDeskViewProps } from './IssueDeskView.tsx';
