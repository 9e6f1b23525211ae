// The account-connection popup pages (issue 5): /callback/{provider}, a chunk of their own (no list, no settings).
export { AccountCallbackScreen as default } from '@console/ui/screens/accounts/AccountCallback';
