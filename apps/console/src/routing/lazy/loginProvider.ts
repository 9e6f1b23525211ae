// /login/{provider}: the social sign-in callback.
export { LoginProviderScreen as default } from '@console/ui/screens/auth/LoginProvider';
