import type { RoleName } from '../contract/user.ts';

// The profile slice's demo users, the same as the server's seed (apps/server/src/seed/profile.ts).
export const PROFILE_DEMO_USERS: ReadonlyArray<{ id: number; email: string; role: RoleName; name: string; emailStatus: number }> =
  [
    // spec §4: email_status below 1, so the email dialog shows on every page.
    { id: 40, email: 'unconfirmed@demo.local', role: 'operator', name: 'Ульяна Новикова', emailStatus: 0 },
    // Linked social logins; the contract suite changes its password and two-factor and restores them.
    { id: 41, email: 'profile@demo.local', role: 'operator', name: 'Pavel Profile', emailStatus: 1 },
  ];
