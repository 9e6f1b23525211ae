export { LoginProviderScreen } from './LoginProviderScreen.tsx';
export { LoginProviderView, type LoginProviderViewProps, type LoginProviderPhase } from './LoginProviderView.tsx';
