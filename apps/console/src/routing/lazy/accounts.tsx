// The accounts route group: the account list, the add-account page (with its form for networks without a popup) and
// its success page.
import { AccountAddScreen as AccountAdd } from '@console/ui/screens/accounts';
import { useRuntimeConfig } from '../../app/runtimeConfig.tsx';

export { AccountsScreen, AccountAddSuccessScreen } from '@console/ui/screens/accounts';

// spec §2.1: TikTok's popup comes back to one of config.json's three redirect hosts.
export function AccountAddScreen() {
  const { tiktokRedirectHosts } = useRuntimeConfig();
  return <AccountAdd tiktokRedirectHosts={tiktokRedirectHosts} />;
}
