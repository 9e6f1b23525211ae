import { describe, expect, it } from 'vitest';
import { networkErrorKey, networkErrorText } from './networkError.ts';

describe('networkErrorKey (a network error in the console language)', () => {
  it('knows the sandbox and common network texts', () => {
    expect(networkErrorKey('Token expired, reconnect the account')).toBe('tokenExpired');
    expect(networkErrorKey('Error validating access token: Session has expired on Tuesday')).toBe('tokenExpired');
    expect(networkErrorKey('access_denied')).toBe('accessDenied');
    expect(networkErrorKey('Network timeout')).toBe('timeout');
    expect(networkErrorKey('The network refused the message (sandbox)')).toBe('refused');
    expect(networkErrorKey('Flood control: too many requests')).toBe('rateLimited');
  });
  it('leaves an unknown text to be shown as sent, marked as the network’s', () => {
    expect(networkErrorKey('Unsupported get request (#100)')).toBeNull();
    const t = ((key: string, options?: { text: string }) => `${key}|${options?.text ?? ''}`) as never;
    expect(networkErrorText('Unsupported get request (#100)', t)).toBe('shell:networkError.own|Unsupported get request (#100)');
    expect(networkErrorText('Network timeout', t)).toBe('shell:networkError.timeout|');
  });
});
