import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SOCKET_BACKOFF_AFTER_FAILURES,
  SOCKET_MAX_BACKOFF_MS,
  SOCKET_RECONNECT_MS,
  isUnauthorizedClose,
  reconnectDelay,
} from '../src/rules/socket.ts';
import { CONFIG_MAX_AGE_EXPIRED_MS, CONFIG_MAX_AGE_MS, isConfigStale } from '../src/rules/configFreshness.ts';
import {
  STATUS_ACCEPT_AFTER_MS,
  STATUS_AUTO_CHECK_MS,
  STATUS_MANUAL_GRACE_MS,
  shouldApplyAutoStatus,
  shouldAskAutoStatus,
} from '../src/rules/autoStatus.ts';
import { COUNTS_POLL_MS, IDLE_AFTER_MS, shouldPollCounts } from '../src/rules/polling.ts';
import { isHttpStatus, isNetworkFailure, isSessionExpired, serverTextOf } from '../src/rules/apiFailure.ts';
import { ApiError, SESSION_EXPIRED_ERROR_TYPE } from '@console/api/client';

const T = 1_750_000_000_000;

describe('spec §9 constants', () => {
  it('have the spec values', () => {
    expect({
      SOCKET_RECONNECT_MS,
      SOCKET_BACKOFF_AFTER_FAILURES,
      SOCKET_MAX_BACKOFF_MS,
      CONFIG_MAX_AGE_MS,
      CONFIG_MAX_AGE_EXPIRED_MS,
      STATUS_AUTO_CHECK_MS,
      STATUS_MANUAL_GRACE_MS,
      STATUS_ACCEPT_AFTER_MS,
      COUNTS_POLL_MS,
      IDLE_AFTER_MS,
    }).toEqual({
      SOCKET_RECONNECT_MS: 2000,
      SOCKET_BACKOFF_AFTER_FAILURES: 5,
      SOCKET_MAX_BACKOFF_MS: 30_000,
      CONFIG_MAX_AGE_MS: 28_800_000,
      CONFIG_MAX_AGE_EXPIRED_MS: 600_000,
      STATUS_AUTO_CHECK_MS: 180_000,
      STATUS_MANUAL_GRACE_MS: 600_000,
      STATUS_ACCEPT_AFTER_MS: 30_000,
      COUNTS_POLL_MS: 120_000,
      IDLE_AFTER_MS: 1_200_000,
    });
  });
});

describe('reconnectDelay', () => {
  it('is 2 s until five failures in a row, then doubles up to 30 s', () => {
    expect(Array.from({ length: 12 }, (_, failures) => reconnectDelay(failures))).toEqual([
      2000, 2000, 2000, 2000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('treats nonsense counts as none and huge ones as the cap', () => {
    expect([reconnectDelay(-3), reconnectDelay(Number.NaN), reconnectDelay(2.7), reconnectDelay(10_000)]).toEqual([
      2000, 2000, 2000, 30_000,
    ]);
  });

  it('never decreases with more failures and stays within 2..30 s', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const delay = reconnectDelay(low);
        return delay >= SOCKET_RECONNECT_MS && reconnectDelay(high) <= SOCKET_MAX_BACKOFF_MS && delay <= reconnectDelay(high);
      }),
      { numRuns: 1000 },
    );
  });

  it('knows the contract close code for a refused token', () => {
    expect([isUnauthorizedClose(4401), isUnauthorizedClose(1006), isUnauthorizedClose(4429)]).toEqual([true, false, false]);
  });
});

describe('isConfigStale', () => {
  it.each([
    [CONFIG_MAX_AGE_MS - 1, false, false],
    [CONFIG_MAX_AGE_MS, false, false],
    [CONFIG_MAX_AGE_MS + 1, false, true],
    [CONFIG_MAX_AGE_EXPIRED_MS, true, false],
    [CONFIG_MAX_AGE_EXPIRED_MS + 1, true, true],
    [CONFIG_MAX_AGE_EXPIRED_MS + 1, false, false],
    [0, true, false],
  ])('age %i ms, subscription expired %s: stale %s', (age, subscriptionExpired, stale) => {
    expect(isConfigStale({ loadedAt: T, now: T + age, subscriptionExpired })).toBe(stale);
  });
});

describe('shouldAskAutoStatus and shouldApplyAutoStatus (spec §7, §9)', () => {
  it.each([
    ['nothing changed yet', null, null, T, true],
    ['changed by hand exactly 600 s ago', T, T, T + STATUS_MANUAL_GRACE_MS, false],
    ['changed by hand 600.001 s ago', T, T, T + STATUS_MANUAL_GRACE_MS + 1, true],
    ['changed by the socket exactly 30 s ago', null, T, T + STATUS_ACCEPT_AFTER_MS, false],
    ['changed by the socket 30.001 s ago', null, T, T + STATUS_ACCEPT_AFTER_MS + 1, true],
    ['by hand long ago, by an automatic update 10 s ago', T, T + 3_600_000, T + 3_610_000, false],
    ['by hand a minute ago (and so changed a minute ago)', T + 3_600_000, T + 3_600_000, T + 3_660_000, false],
  ])('%s: applies %s', (_name, lastManualChangeAt, lastChangeAt, now, expected) => {
    expect(shouldApplyAutoStatus({ now, lastManualChangeAt, lastChangeAt })).toBe(expected);
  });

  it('asks only once 600 s passed since the last manual change; a recent change of another origin does not stop the asking', () => {
    expect(shouldAskAutoStatus({ now: T + STATUS_MANUAL_GRACE_MS, lastManualChangeAt: T })).toBe(false);
    expect(shouldAskAutoStatus({ now: T + STATUS_MANUAL_GRACE_MS + 1, lastManualChangeAt: T })).toBe(true);
    expect(shouldAskAutoStatus({ now: T, lastManualChangeAt: null })).toBe(true);
  });
});

describe('shouldPollCounts', () => {
  it.each([
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, true],
    [false, false, false, false],
    [true, true, true, false],
    [true, false, true, false],
  ])('issues %s, monitoring %s, idle %s: poll %s', (issuesEnabled, monitoringEnabled, idle, expected) => {
    expect(shouldPollCounts({ issuesEnabled, monitoringEnabled, idle })).toBe(expected);
  });
});

describe('apiFailure', () => {
  const network = new ApiError({ kind: 'network', message: 'offline' });
  const notFound = new ApiError({ kind: 'http', message: '404', status: 404, serverText: 'Not found' });
  it('reads the client error by shape', () => {
    expect([
      isNetworkFailure(network),
      isNetworkFailure(notFound),
      isNetworkFailure(new TypeError('x')),
      isNetworkFailure(null),
    ]).toEqual([true, false, false, false]);
    expect([isHttpStatus(notFound, 404), isHttpStatus(notFound, 400), isHttpStatus(network, 404)]).toEqual([true, false, false]);
    expect([serverTextOf(notFound), serverTextOf(network), serverTextOf('text')]).toEqual(['Not found', null, null]);
    const expired = new ApiError({
      kind: 'http',
      message: 'Session expired',
      status: 401,
      errorType: SESSION_EXPIRED_ERROR_TYPE,
    });
    expect([isSessionExpired(expired), isSessionExpired(notFound), isSessionExpired(network)]).toEqual([true, false, false]);
  });
});
