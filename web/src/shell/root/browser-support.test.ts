import { describe, expect, it } from 'vitest';
import { checkSupport, detectBrowser, shouldShowSupportModal } from './browser-support';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edg: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Safari/537.36 Edge/18.17763',
  firefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0',
  fxios: 'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  crios: 'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
  samsung: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  ie: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
};

describe('browser support', () => {
  it('names the supported browsers', () => {
    expect(detectBrowser(UA.chrome)).toBe('chrome');
    expect(detectBrowser(UA.headless)).toBe('chrome');
    expect(detectBrowser(UA.edg)).toBe('edg');
    expect(detectBrowser(UA.edge)).toBe('edge');
    expect(detectBrowser(UA.firefox)).toBe('firefox');
    expect(detectBrowser(UA.fxios)).toBe('fxios');
    expect(detectBrowser(UA.crios)).toBe('crios');
    expect(detectBrowser(UA.safari)).toBe('safari');
  });

  it('tells Chromium-based and old browsers apart', () => {
    expect(detectBrowser(UA.opera)).toBeNull();
    expect(detectBrowser(UA.samsung)).toBeNull();
    expect(detectBrowser(UA.ie)).toBeNull();
  });

  it('checks the 1024 px minimum width', () => {
    expect(checkSupport(UA.chrome, 1024)).toEqual({ browserSupported: true, screenSupported: true });
    expect(checkSupport(UA.chrome, 1023)).toEqual({ browserSupported: true, screenSupported: false });
  });

  it('shows the modal once, only for something unsupported, never while co-browsing', () => {
    const ok = { browserSupported: true, screenSupported: true };
    const narrow = { browserSupported: true, screenSupported: false };
    expect(shouldShowSupportModal(ok, false, false)).toBe(false);
    expect(shouldShowSupportModal(narrow, false, false)).toBe(true);
    expect(shouldShowSupportModal(narrow, true, false)).toBe(false);
    expect(shouldShowSupportModal(narrow, false, true)).toBe(false);
  });
});
