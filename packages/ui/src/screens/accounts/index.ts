export { AccountsScreen } from './Accounts/index.ts';
export { AccountAddScreen, type AccountAddScreenProps } from './AccountAdd/index.ts';
export { AccountAddSuccessScreen } from './AccountAddSuccess/index.ts';
export { AccountCallbackScreen, type AccountCallbackScreenProps } from './AccountCallback/index.ts';
export { AccountEditScreen, type AccountEditScreenProps } from './AccountEdit/index.ts';
export { AccountReactionsScreen } from './AccountReactions/index.ts';
export { AccountStickersScreen } from './AccountStickers/index.ts';
export { AccountSubnav, accountPagePath, accountSubpagesOf, type AccountSubpage } from './AccountSubnav.tsx';
export { AccountPageScreen } from './AccountPageScreen.tsx';
