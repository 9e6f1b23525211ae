import { ProfileScreen } from '@console/ui/screens/profile/Profile';
import { useRuntimeConfig } from '../../app/runtimeConfig.tsx';

// The profile page: /settings/profile, with the social logins the deployment offers to link.
export default function Profile() {
  const { social } = useRuntimeConfig();
  return <ProfileScreen social={social} />;
}
