/** Calls fn once calls have paused for waitMs (activity detection's 1 second debounce, 000 §9). */
export function debounce(fn: () => void, waitMs: number): { (): void; cancel(): void } {
  let handle: ReturnType<typeof setTimeout> | null = null;
  const debounced = () => {
    if (handle !== null) clearTimeout(handle);
    handle = setTimeout(() => {
      handle = null;
      fn();
    }, waitMs);
  };
  debounced.cancel = () => {
    if (handle !== null) clearTimeout(handle);
    handle = null;
  };
  return debounced;
}
