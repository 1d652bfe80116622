import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-info';

describe('device info header', () => {
  it('is compact JSON of what the browser reports', () => {
    const value = describeDevice({ userAgent: 'UA/1', language: 'en-AU', timeZone: 'Australia/Sydney', screen: '1440x900' });
    expect(JSON.parse(value)).toEqual({ ua: 'UA/1', lang: 'en-AU', tz: 'Australia/Sydney', screen: '1440x900' });
  });
});
