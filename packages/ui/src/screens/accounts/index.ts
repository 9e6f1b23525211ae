export { AccountsScreen } from './Accounts/index.ts';
export { AccountAddScreen, type AccountAddScreenProps } from './AccountAdd/index.ts';
export { AccountAddSuccessScreen } from './AccountAddSuccess/index.ts';
export { AccountCallbackScreen, type AccountCallbackScreenProps } from './AccountCallback/index.ts';
export { ErrorsScreen } from './Errors/index.ts';
