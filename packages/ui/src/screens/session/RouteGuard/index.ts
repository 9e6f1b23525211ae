export { RouteGuard } from './RouteGuard.tsx';
export { useLogoutToLogin } from './useLogoutToLogin.ts';
