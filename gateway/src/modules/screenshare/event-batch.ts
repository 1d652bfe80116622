// A batch of recording events as sendScreenShareEvents takes it: each event one JSON object, serialised as text
// (rrweb's snapshots nest deeper than the JSON scalar allows), bounded in count and size before any call.
import { ErrorCode, gatewayError } from '../../errors.js';

/** One event at most (bytes of JSON), as the session service bounds it. */
export const MAX_EVENT_BYTES = 64 * 1024;
/** One call at most: events and bytes (the GraphQL request body is itself at most 96 KB). */
export const MAX_BATCH_EVENTS = 500;
export const MAX_BATCH_BYTES = 90 * 1024;

const bad = (message: string, extensions: Record<string, unknown> = {}) => gatewayError(ErrorCode.BAD_USER_INPUT, message, { field: 'events', ...extensions });

/** The events as objects, or BAD_USER_INPUT naming the first problem. */
export function parseEventBatch(events: readonly string[]): Record<string, unknown>[] {
  if (events.length > MAX_BATCH_EVENTS) throw bad(`At most ${MAX_BATCH_EVENTS} events in one call`, { maxEvents: MAX_BATCH_EVENTS });
  let total = 0;
  return events.map((text, i) => {
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_EVENT_BYTES) throw bad(`Event ${i} is larger than ${MAX_EVENT_BYTES / 1024} KB`, { index: i, maxBytes: MAX_EVENT_BYTES });
    total += bytes;
    if (total > MAX_BATCH_BYTES) throw bad(`A batch is at most ${MAX_BATCH_BYTES / 1024} KB`, { maxBytes: MAX_BATCH_BYTES });
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw bad(`Event ${i} is not JSON`, { index: i });
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw bad(`Event ${i} must be a JSON object`, { index: i });
    return value as Record<string, unknown>;
  });
}
