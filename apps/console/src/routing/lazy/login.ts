export { LoginScreen as default } from '@console/ui/screens/auth/Login';
