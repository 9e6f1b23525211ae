// The accounts route group: the account list, the add-account page (with its form for networks without a popup) and
// its success page, the accounts in error.
import {
  AccountAddScreen as AccountAdd,
  AccountAddSuccessScreen,
  AccountsScreen as AccountsList,
  ErrorsScreen as ErrorsList,
} from '@console/ui/screens/accounts';
import { useRuntimeConfig } from '../../app/runtimeConfig.tsx';
import { withFavicons } from './withFavicons.tsx';

export const AccountsScreen = withFavicons(AccountsList);
export const ErrorsScreen = withFavicons(ErrorsList);
export { AccountAddSuccessScreen };

// spec §2.1: TikTok's popup comes back to one of config.json's three redirect hosts.
export function AccountAddScreen() {
  const { tiktokRedirectHosts } = useRuntimeConfig();
  return <AccountAdd tiktokRedirectHosts={tiktokRedirectHosts} />;
}
