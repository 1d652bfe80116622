// Mark-read as 001 §7 and §9 say: alert_ids go in chunks of 10, with a pause after every 5 chunks, so a
// long list never floods the notification centre. A failing chunk does not stop the rest; its ids are
// reported as failed (the web says so), never silently dropped.
import { setTimeout as sleep } from 'node:timers/promises';

export const MARK_READ_CHUNK = 10;
export const MARK_READ_CHUNKS_BEFORE_PAUSE = 5;
/** The specification's "pause of 1 unit" after every 5 chunks; the unit is ours: one second. */
export const MARK_READ_PAUSE_MS = 1_000;

export interface ChunkOptions {
  chunkSize?: number;
  chunksBeforePause?: number;
  pauseMs?: number;
  pause?: (ms: number) => Promise<unknown>;
}

export async function markInChunks(
  ids: readonly string[],
  send: (chunk: readonly string[]) => Promise<void>,
  opts: ChunkOptions = {},
): Promise<{ marked: string[]; failed: string[]; errors: unknown[] }> {
  const { chunkSize = MARK_READ_CHUNK, chunksBeforePause = MARK_READ_CHUNKS_BEFORE_PAUSE, pauseMs = MARK_READ_PAUSE_MS, pause = sleep } = opts;
  const marked: string[] = [];
  const failed: string[] = [];
  const errors: unknown[] = [];
  for (let start = 0, n = 0; start < ids.length; start += chunkSize, n++) {
    if (n > 0 && n % chunksBeforePause === 0) await pause(pauseMs);
    const chunk = ids.slice(start, start + chunkSize);
    try {
      await send(chunk);
      marked.push(...chunk);
    } catch (error) {
      failed.push(...chunk);
      errors.push(error);
    }
  }
  return { marked, failed, errors };
}
