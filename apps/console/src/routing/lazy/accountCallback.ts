// The account-connection popup pages: /callback/{provider}, a chunk of their own (no list, no settings).
export { AccountCallbackScreen as default } from '@console/ui/screens/accounts/AccountCallback';
