export { ApiProvider, useApiClient } from './ApiProvider.tsx';
export { createTokenStore, tokenStore, ID_TOKEN_KEY, type TokenStore, type TokenStorage } from './tokenStore.ts';
export { useSession, type Session } from './useSession.ts';
export { useMe, useConfig, ME_KEY, CONFIG_KEY } from './resources.ts';
export { loginActors } from './loginActors.ts';
export { logout, type LogoutOptions } from './logout.ts';
export { useLogout } from './useLogout.ts';
