export { LoginScreen, LoginView, type LoginViewProps } from './Login/index.ts';
