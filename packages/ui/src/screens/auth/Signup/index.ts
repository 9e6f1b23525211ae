export { SignupScreen, type SignupScreenProps } from './SignupScreen.tsx';
