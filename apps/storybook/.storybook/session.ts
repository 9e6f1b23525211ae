import type { StoryContext } from '@storybook/react-vite';
import { toStoredToken } from '@console/api/client';
import type { MockState } from '@console/api/mocks';
import { tokenStore } from '@console/ui/data';

/** `parameters.session`: 'signedIn' signs the administrator in; `{ email }` that test-seed user. */
export type SessionParameter = 'signedOut' | 'signedIn' | { email: string };

const SIGNED_IN_EMAIL = 'admin@demo.local';

// Every story starts with empty storage; a preset session is the token the user's recorded sign-in answered
// (docs/mocks.md, "Sign-in"), which the recordings know as that user.
export function presetSession(context: StoryContext): void {
  localStorage.clear();
  const session = context.parameters['session'] as SessionParameter | undefined;
  if (!session || session === 'signedOut') return;
  const email = session === 'signedIn' ? SIGNED_IN_EMAIL : session.email;
  const mockState = context.loaded['mockState'] as MockState;
  const user = mockState.users.find((one) => one.email === email);
  if (!user) throw new Error(`parameters.session: no test-seed user ${email}`);
  tokenStore.write(toStoredToken(mockState.issue(user.id), Date.now()));
}
