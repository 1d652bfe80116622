// How the portal names itself to the bank's APIs (feedback, tracking): its website name and version.
import { readFileSync } from 'node:fs';

export const WEBSITE_NAME = 'Adviser Online';

let version: string | undefined;
/** The portal's version: APP_VERSION when set (a release build), else the repository's package.json version. */
export function appVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  if (version === undefined) {
    try {
      version = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? 'unknown';
    } catch {
      version = 'unknown';
    }
  }
  return version;
}
