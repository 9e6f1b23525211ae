// /login/{provider}: the social sign-in callback (issue 5).
export { LoginProviderScreen as default } from '@console/ui/screens/auth/LoginProvider';
