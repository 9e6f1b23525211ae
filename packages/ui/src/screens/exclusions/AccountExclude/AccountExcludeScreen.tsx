import { ExclusionsScreen } from '../ExclusionsScreen.tsx';

// accounts/{id}/exclude (spec §2.4 account-exclude-page): the authors, words and posts whose comments are not collected.
export function AccountExcludeScreen() {
  return <ExclusionsScreen scope="comments" />;
}

// accounts/{id}/exclude_messages (account-exclude-messages-page): the same for private messages (authors and words).
export function AccountExcludeMessagesScreen() {
  return <ExclusionsScreen scope="messages" />;
}
