// The browser part of the tracking metadata (001 §3): browser, browserVersion, os, osVersion, isDesktop, isMobile,
// isTablet, read from the user agent by bowser.
import Bowser from 'bowser';

export interface BrowserFacts {
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
  isDesktop: boolean;
  isMobile: boolean;
  isTablet: boolean;
}

const UNKNOWN: BrowserFacts = { browser: 'unknown', browserVersion: '', os: 'unknown', osVersion: '', isDesktop: false, isMobile: false, isTablet: false };

export function browserFacts(userAgent: string): BrowserFacts {
  // bowser refuses an empty agent (a privacy extension may blank it).
  if (!userAgent) return UNKNOWN;
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  return {
    browser: parsed.browser.name ?? 'unknown',
    browserVersion: parsed.browser.version ?? '',
    os: parsed.os.name ?? 'unknown',
    osVersion: parsed.os.version ?? '',
    isDesktop: platform === 'desktop',
    isMobile: platform === 'mobile',
    isTablet: platform === 'tablet',
  };
}
