export { SignedInFrame as default } from '@console/ui/screens/session';
