export { SignupScreen, type SignupScreenProps } from './SignupScreen.tsx';
export { noCaptcha, type Captcha } from '../captcha.ts';
export { createRecaptcha } from '../recaptcha.ts';
