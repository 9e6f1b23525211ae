import type { StoryContext } from '@storybook/react-vite';
import { toStoredToken } from '@console/api/client';
import { demoUserByEmail, type MockState } from '@console/api/mocks';
import { tokenStore } from '@console/ui/data';

/** `parameters.session`: 'signedIn' stores a token of the administrator; `{ email }` one of that demo user. */
export type SessionParameter = 'signedOut' | 'signedIn' | { email: string };

const SIGNED_IN_EMAIL = 'admin@demo.local';

// Every story starts with empty storage; a preset session is a token the story's mock server accepts.
export function presetSession(context: StoryContext): void {
  localStorage.clear();
  const session = context.parameters['session'] as SessionParameter | undefined;
  if (!session || session === 'signedOut') return;
  const email = session === 'signedIn' ? SIGNED_IN_EMAIL : session.email;
  const mockState = context.loaded['mockState'] as MockState;
  // The mock state's own users too (limited@demo.local, spec §1 user groups).
  const user = demoUserByEmail(email) ?? mockState.users.find((one) => one.email === email);
  if (!user) throw new Error(`parameters.session: no demo user ${email}`);
  tokenStore.write(toStoredToken(mockState.issue(user.id), Date.now()));
}
