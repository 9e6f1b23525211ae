export { DeleteRequestScreen, DeleteRequestView, type DeleteRequestViewProps } from './DeleteRequestScreen.tsx';
