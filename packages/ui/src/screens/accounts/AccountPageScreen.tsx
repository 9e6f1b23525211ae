import { useLocation } from 'wouter';
import { AccountEditScreen } from './AccountEdit/AccountEditScreen.tsx';
import { AccountReactionsScreen } from './AccountReactions/AccountReactionsScreen.tsx';
import { AccountStickersScreen } from './AccountStickers/AccountStickersScreen.tsx';

// The pages under settings/accounts/{id} (spec §2.4) behind one lazy loader of the route table: each loader costs the
// signed-in frame's bundle (docs/budgets.md), so the account's pages share this one, which picks the page by its path.
export function AccountPageScreen() {
  const [location] = useLocation();
  if (/\/reactions\/?$/.test(location)) return <AccountReactionsScreen />;
  if (/\/stickers\/?$/.test(location)) return <AccountStickersScreen />;
  return <AccountEditScreen />;
}
