export { LoginScreen, type LoginScreenProps } from './LoginScreen.tsx';
export { LoginView, type LoginViewProps, type LoginMode, type LoginField, type LoginFieldErrors } from './LoginView.tsx';
export { withEnglishLocaleQuery } from './localeQuery.ts';
export { setLoginNotice, getLoginNotice, useLoginNotice, type LoginNotice } from './loginNotice.ts';
