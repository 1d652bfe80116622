import { describe, expect, it } from 'vitest';
import { browserFacts } from './browser-facts';
import { SESSION_KEY, trackingSessionId } from './session-id';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

describe('tracking metadata: the browser (001 §3)', () => {
  it('reads a desktop Chrome', () => {
    expect(browserFacts(CHROME_MAC)).toEqual({ browser: 'Chrome', browserVersion: '130.0.0.0', os: 'macOS', osVersion: '10.15.7', isDesktop: true, isMobile: false, isTablet: false });
  });

  it('tells a phone from a tablet', () => {
    expect(browserFacts(IPHONE)).toMatchObject({ browser: 'Safari', os: 'iOS', osVersion: '17.4', isMobile: true, isTablet: false, isDesktop: false });
    expect(browserFacts(IPAD)).toMatchObject({ os: 'iOS', isTablet: true, isMobile: false, isDesktop: false });
  });

  it('says unknown for an agent it cannot read', () => {
    expect(browserFacts('')).toMatchObject({ browser: 'unknown', os: 'unknown' });
  });
});

describe("tracking session id under 'mb-session' (001 §9)", () => {
  const storage = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
  };

  it('makes a random id once and keeps it', () => {
    const s = storage();
    const id = trackingSessionId(s);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(s.map.get(SESSION_KEY)).toBe(id);
    expect(trackingSessionId(s)).toBe(id);
    expect(trackingSessionId(storage())).not.toBe(id);
  });

  it('replaces a value that is not an id it made', () => {
    const s = storage();
    s.setItem(SESSION_KEY, '<script>');
    expect(trackingSessionId(s)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('still answers an id when storage refuses', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(trackingSessionId(refusing)).toMatch(/^[0-9a-f]{32}$/);
  });
});
