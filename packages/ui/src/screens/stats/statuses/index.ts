export { MyStatusesScreen, UserStatusesScreen, UsersStatusesScreen } from './StatusTimeScreen.tsx';
export {
  StatusTimeView,
  type StatusLook,
  type StatusTimeData,
  type StatusTimeLayout,
  type StatusTimeViewProps,
} from './StatusTimeView.tsx';
