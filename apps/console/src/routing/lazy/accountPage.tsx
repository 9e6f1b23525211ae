// settings/accounts/{id} and the pages under it (spec §2.4; docs/accounts.md, docs/exclusions.md): the account's page
// and its reactions page (one screen that picks the page by its path), the exclusions of comments and of messages and
// the account's chats.
import { AccountPageScreen as AccountPage } from '@console/ui/screens/accounts';
import { withFavicons } from './withFavicons.tsx';

export const AccountPageScreen = withFavicons(AccountPage);
export { AccountExcludeScreen, AccountExcludeMessagesScreen, AccountChatsScreen } from '@console/ui/screens/exclusions';
