export { NotFound as default } from '@console/ui/screens/errors';
