// The device-info header (000 §7): the gateway forwards it only on the sensitive calls (payments, MFA,
// profile, intents). Its format is not shown by the specification; ours is compact JSON of what the
// browser says about itself, with nothing identifying beyond what any request already carries.
import { registerModuleReset } from '@kit/module-state';

export interface DeviceFacts {
  userAgent: string;
  language: string;
  timeZone: string;
  screen: string;
}

export function describeDevice(facts: DeviceFacts): string {
  return JSON.stringify({ ua: facts.userAgent, lang: facts.language, tz: facts.timeZone, screen: facts.screen });
}

let cached: string | null = null;
registerModuleReset(() => (cached = null));

/** This browser's device-info value, computed once. */
export function browserDeviceInfo(): string {
  cached ??= describeDevice({
    userAgent: navigator.userAgent,
    language: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    screen: `${window.screen.width}x${window.screen.height}`,
  });
  return cached;
}
