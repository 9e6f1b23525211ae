export { SignedInFrame as default, RouteGuard } from '@console/ui/screens/session';
