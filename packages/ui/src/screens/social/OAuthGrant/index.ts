export { OAuthGrantScreen, OAuthGrantView, type OAuthGrantScreenProps, type OAuthGrantViewProps } from './OAuthGrantScreen.tsx';
