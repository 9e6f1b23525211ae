import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ClientEvent, type ClientEventListener } from '@console/api/client';
import type { StoredToken } from '@console/api/contract';
import { watchSessionEvents } from './sessionEvents.ts';

const TOKEN: StoredToken = { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', expires_at: 0 };

function fakeClient() {
  const listeners = new Set<ClientEventListener>();
  return {
    client: { subscribe: (listener: ClientEventListener) => (listeners.add(listener), () => void listeners.delete(listener)) },
    emit: (event: ClientEvent) => listeners.forEach((listener) => listener(event)),
  };
}

const forbiddenEvent = (errorType: string | null, serverText: string): ClientEvent => ({
  type: 'forbidden',
  error: new ApiError({ kind: 'http', status: 403, errorType, serverText, message: serverText }),
});

describe('a 403 to the signed-in session (spec §4, §6)', () => {
  it('two-factor required by the server (docs/error-types.md) sends to the profile, never to no-access', () => {
    const handlers = { expired: vi.fn(), forbidden: vi.fn(), otpSetupRequired: vi.fn() };
    const fake = fakeClient();
    const stop = watchSessionEvents(fake.client, handlers, { read: () => TOKEN });
    fake.emit(forbiddenEvent('otp_setup_required', 'Your workspace requires two-factor authentication'));
    expect(handlers.otpSetupRequired).toHaveBeenCalledOnce();
    expect(handlers.forbidden).not.toHaveBeenCalled();
    // Any other 403 is the no-access state with the server's text, as before.
    fake.emit(forbiddenEvent(null, 'No rights'));
    expect(handlers.forbidden).toHaveBeenCalledWith('No rights');
    expect(handlers.otpSetupRequired).toHaveBeenCalledOnce();
    stop();
  });
});
