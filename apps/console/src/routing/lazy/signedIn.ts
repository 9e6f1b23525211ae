export { SignedInRoutes as default } from '../SignedInRoutes.tsx';
