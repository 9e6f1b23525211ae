import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../app/chunkReload.ts';

export type LazyScreen = LazyExoticComponent<ComponentType>;

// Every route group is its own lazy chunk (quality.md, "Performance budgets").
const LoginScreen = lazy(() => loadChunk(() => import('./lazy/login.tsx')));
const LoginProviderScreen = lazy(() => loadChunk(() => import('./lazy/loginProvider.ts')));
const signup = () => loadChunk(() => import('./lazy/signup.ts'));
const SignupScreen = lazy(() => signup().then((m) => ({ default: m.SignupScreen })));
const RecoveryScreen = lazy(() => signup().then((m) => ({ default: m.RecoveryScreen })));
const ResetPasswordScreen = lazy(() => signup().then((m) => ({ default: m.ResetPasswordScreen })));
const ConfirmEmailScreen = lazy(() => signup().then((m) => ({ default: m.ConfirmEmailScreen })));
export const publicPages = () => loadChunk(() => import('./lazy/publicPages.tsx'));
const DeleteRequestScreen = lazy(() => publicPages().then((m) => ({ default: m.DeleteRequestScreen })));
const TiktokCallbackScreen = lazy(() => publicPages().then((m) => ({ default: m.TiktokCallback })));

/**
 * The screens of spec §2.1's public routes, by registry route name: the app's entry mounts them outside the signed-in
 * frame (Routes.tsx). The signed-in routes' screens are SCREENS of screens.ts, in the frame's chunk, so the entry (and
 * /login) carries none of them (docs/budgets.md "What belongs in the entry chunk").
 */
export const PUBLIC_SCREENS: Readonly<Partial<Record<string, LazyScreen>>> = {
  'login-page': LoginScreen,
  'login-provider-page': LoginProviderScreen,
  'signup-page': SignupScreen,
  'signup-invitation-page': SignupScreen,
  'password-recovery-page': RecoveryScreen,
  'reset-password-page': ResetPasswordScreen,
  'confirm-email-page': ConfirmEmailScreen,
  'delete-request-page': DeleteRequestScreen,
  'callback-tiktok': TiktokCallbackScreen,
};
