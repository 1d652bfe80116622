// 000 §4, §9: after a create, group retrieval waits 3 s, then retries up to 5 times at 1 s while
// nothing comes back (the real grouping service indexes new groups with a delay).
export const INITIAL_WAIT_MS = 3000;
export const RETRY_WAIT_MS = 1000;
export const RETRIES = 5;

export async function retrieveAfterCreate<T>(
  fetchGroup: () => Promise<T | null>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T | null> {
  await sleep(INITIAL_WAIT_MS);
  let group = await fetchGroup().catch(() => null);
  for (let retry = 0; retry < RETRIES && !group; retry++) {
    await sleep(RETRY_WAIT_MS);
    group = await fetchGroup().catch(() => null);
  }
  return group;
}
