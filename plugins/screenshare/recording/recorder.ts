// The co-browse recorder (rrweb 2.2.2), imported only when a viewer joins a session, so rrweb stays out of the
// initial bundle (this folder is its own chunk; bench:chat measures it). Nothing typed leaves the browser: every
// input's value is masked (maskAllInputs), and the text of anything marked sensitive (data-sensitive, or the
// class ao-sensitive) is masked too. Nothing is blocked: the viewer needs the whole page to help.
import { record } from 'rrweb';
import { Batcher } from './batcher';

/** What marks an element (and its text) as sensitive. */
export const SENSITIVE_SELECTOR = '[data-sensitive], .ao-sensitive';

export interface RecorderOptions {
  send(events: string[]): Promise<void>;
  onFailure(error: unknown): void;
}

export function startRecorder({ send, onFailure }: RecorderOptions): { stop(): void } {
  const batcher = new Batcher({ send, onFailure });
  let stopRecord: (() => void) | undefined;
  try {
    stopRecord =
      record({
        emit: (event) => batcher.push(event),
        maskAllInputs: true,
        maskTextSelector: SENSITIVE_SELECTOR,
        maskTextClass: 'ao-sensitive',
        // Fewer mouse and scroll events; the viewer follows along without every pixel. Input is not sampled:
        // rrweb's input 'last' records change events only, so the viewer saw nothing typed until the field lost
        // focus (each input event carries the masked value, a few bytes).
        sampling: { mousemove: 100, scroll: 150 },
        inlineStylesheet: true,
        recordCanvas: false,
        collectFonts: false,
      }) ?? undefined;
  } catch (error) {
    batcher.stop();
    throw error;
  }
  return {
    stop() {
      stopRecord?.();
      stopRecord = undefined;
      batcher.stop();
    },
  };
}
