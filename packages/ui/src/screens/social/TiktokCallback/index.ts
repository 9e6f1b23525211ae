export {
  TiktokCallbackScreen,
  TiktokCallbackView,
  TIKTOK_RESULT_KEY,
  type TiktokCallbackScreenProps,
  type TiktokCallbackViewProps,
} from './TiktokCallbackScreen.tsx';
