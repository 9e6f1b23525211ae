import { LoginScreen } from '@console/ui/screens/auth/Login';
import { useRuntimeConfig } from '../../app/runtimeConfig.tsx';

// /login with the social sign-in buttons of the deployment's config.json (spec §2.1).
export default function Login() {
  const { social } = useRuntimeConfig();
  return <LoginScreen social={social} />;
}
