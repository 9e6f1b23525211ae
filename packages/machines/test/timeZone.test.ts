import { describe, expect, it } from 'vitest';
import { effectiveTimeZone, FALLBACK_TIME_ZONE, timeZoneSource } from '../src/rules/timeZone.ts';
import { isEmailFieldValid, validateEmailField } from '../src/rules/emailField.ts';

describe('effectiveTimeZone (the space has a zone, the user may override it)', () => {
  it("the user's own zone wins over the space's", () => {
    expect(effectiveTimeZone({ time_zone: 'Asia/Tokyo' }, { time_zone: 'Europe/Berlin' })).toBe('Asia/Tokyo');
    expect(timeZoneSource({ time_zone: 'Asia/Tokyo' }, { time_zone: 'Europe/Berlin' })).toBe('user');
  });
  it("without an override, the space's zone", () => {
    expect(effectiveTimeZone({ time_zone: null }, { time_zone: 'Europe/Berlin' })).toBe('Europe/Berlin');
    expect(timeZoneSource({ time_zone: null }, { time_zone: 'Europe/Berlin' })).toBe('space');
  });
  it('with neither (no space yet, or no user loaded), the default Europe/Moscow', () => {
    expect(effectiveTimeZone({ time_zone: null }, null)).toBe(FALLBACK_TIME_ZONE);
    expect(effectiveTimeZone(undefined, undefined)).toBe('Europe/Moscow');
    expect(timeZoneSource(null, null)).toBe('default');
  });
});

describe('validateEmailField (spec §5 email dialog)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['anna', 'invalid'],
    ['anna@demo', 'invalid'],
    ['an na@demo.local', 'invalid'],
    ['anna@demo.local', null],
    ['  anna@demo.local  ', null],
  ] as const)('%j → %s', (value, expected) => {
    expect(validateEmailField(value)).toBe(expected);
    expect(isEmailFieldValid(value)).toBe(expected === null);
  });
});
