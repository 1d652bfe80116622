// A signed-in browser as people name it ('Chrome 131', 'macOS 14.5', desktop) from its user agent, with bowser.
import Bowser from 'bowser';

export interface DeviceName {
  browser: string;
  os: string;
  platform: string;
}

const major = (version: string | undefined) => version?.split('.')[0] ?? '';
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

export function deviceName(userAgent: string): DeviceName {
  if (!userAgent.trim()) return { browser: '', os: '', platform: 'desktop' };
  const parsed = Bowser.parse(userAgent);
  const os = parsed.os.name ? join(parsed.os.name, parsed.os.versionName ?? parsed.os.version) : '';
  return {
    browser: parsed.browser.name ? join(parsed.browser.name, major(parsed.browser.version)) : '',
    os,
    platform: parsed.platform.type === 'mobile' || parsed.platform.type === 'tablet' ? parsed.platform.type : 'desktop',
  };
}
