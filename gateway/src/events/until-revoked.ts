// A subscription's events until the sign-in behind it ends: the stream closes when its access token is
// revoked (sign-out, refresh-token reuse, the upstream refusing it), so a signed-out browser tab, or anyone
// holding a copy of the token, stops hearing that user's events at once.
import { Repeater } from 'graphql-yoga';

export function untilRevoked<T>(source: AsyncIterable<T>, watch: (stop: () => void) => () => void): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    const unwatch = watch(() => stop());
    const stopped = stop.then(() => ({ done: true as const, value: undefined }));
    try {
      for (;;) {
        const next = await Promise.race([iterator.next(), stopped]);
        if (next.done) break;
        await push(next.value);
      }
    } finally {
      unwatch();
      await iterator.return?.();
      stop();
    }
  });
}
