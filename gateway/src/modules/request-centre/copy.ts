// The copy catalogue as the request centre reads it: a key's text with {placeholders} filled. A missing key
// shows as the key itself, so a gap in config/copy is visible rather than blank.
import type { GatewayContext } from '../../context.js';
import { fillCopy } from '../../copy.js';

export type Copy = Readonly<Record<string, unknown>>;

export const copyOf = (ctx: Pick<GatewayContext, 'configHost'>): Copy => ctx.configHost.current().copy as Copy;

export function text(copy: Copy, key: string, values: Record<string, string> = {}): string {
  const template = copy[key];
  return typeof template === 'string' ? fillCopy(template, values) : key;
}

export const hasText = (copy: Copy, key: string) => typeof copy[key] === 'string';
