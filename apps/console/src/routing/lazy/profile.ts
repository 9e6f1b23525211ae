// The profile page (issue 4): /settings/profile.
export { ProfileScreen as default } from '@console/ui/screens/profile/Profile';
