import { ProfileScreen } from '@console/ui/screens/profile/Profile';
import { useRuntimeConfig } from '../../app/runtimeConfig.tsx';

// The profile page (issue 4): /settings/profile, with the social logins the deployment offers to link (issue 5).
export default function Profile() {
  const { social } = useRuntimeConfig();
  return <ProfileScreen social={social} />;
}
