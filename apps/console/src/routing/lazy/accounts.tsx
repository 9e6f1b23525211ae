// The accounts route group: the account list, the add-account page and its success page, the accounts in error.
import type { ComponentType } from 'react';
import { FaviconProvider } from '@console/ui/components/FaviconContext';
import {
  AccountAddScreen,
  AccountAddSuccessScreen,
  AccountsScreen as AccountsList,
  ErrorsScreen as ErrorsList,
} from '@console/ui/screens/accounts';
import { useRuntimeConfig } from '../../app/runtimeConfig.tsx';

// spec §7 favicon service: config.json's template reaches the account rows here, so the entry does not carry it.
function withFavicons<P extends object>(Screen: ComponentType<P>) {
  return function WithFavicons(props: P) {
    return (
      <FaviconProvider value={useRuntimeConfig().faviconUrl ?? null}>
        <Screen {...props} />
      </FaviconProvider>
    );
  };
}

export const AccountsScreen = withFavicons(AccountsList);
export const ErrorsScreen = withFavicons(ErrorsList);
export { AccountAddScreen, AccountAddSuccessScreen };
