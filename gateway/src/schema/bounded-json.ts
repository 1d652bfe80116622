// The bounds of a JSON scalar's value (nested at most 20 deep, 64 KB written out), checked without recursion: the
// JSON scalar (modules/base) and the input limits plugin, which refuses an over-large value before execution.
import { ErrorCode, gatewayError } from '../errors.js';

export const JSON_LIMITS = { maxDepth: 20, maxBytes: 64 * 1024 } as const;

export const tooDeep = () =>
  gatewayError(ErrorCode.BAD_USER_INPUT, `A JSON value may be nested at most ${JSON_LIMITS.maxDepth} levels deep`, { maxDepth: JSON_LIMITS.maxDepth });

/** Throws BAD_USER_INPUT when the value is nested too deep or too large; returns it otherwise. */
export function boundedJson(value: unknown): unknown {
  const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  let bytes = 0;
  while (stack.length > 0) {
    const { item, depth } = stack.pop()!;
    if (depth > JSON_LIMITS.maxDepth) throw tooDeep();
    if (typeof item === 'string') bytes += Buffer.byteLength(item) + 2;
    else if (item && typeof item === 'object') {
      const entries = Array.isArray(item) ? item : Object.entries(item).map(([key, v]) => ((bytes += key.length + 3), v));
      bytes += 2;
      for (const child of entries) stack.push({ item: child, depth: depth + 1 });
    } else bytes += 8;
    if (bytes > JSON_LIMITS.maxBytes) {
      throw gatewayError(ErrorCode.BAD_USER_INPUT, `A JSON value may be at most ${JSON_LIMITS.maxBytes / 1024} KB`, { maxBytes: JSON_LIMITS.maxBytes });
    }
  }
  return value;
}
