import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.js';

describe('deviceName', () => {
  it('names the browser with its major version, the system and the platform', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36';
    expect(deviceName(mac)).toEqual({ browser: 'Chrome 131', os: 'macOS Catalina', platform: 'desktop' });
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(deviceName(phone)).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.5', platform: 'mobile' });
  });

  it('answers empty names for an unknown or missing user agent', () => {
    expect(deviceName('')).toEqual({ browser: '', os: '', platform: 'desktop' });
    expect(deviceName('node').browser).toBe('');
  });
});
