// Runs one user's read-modify-write preference updates one after another, so two quick clicks in one
// gateway instance cannot both read the old list and the second write lose the first. (Across instances
// the upstream offers no compare-and-set; the last writer wins, which for a star click is acceptable.)
const tails = new Map<string, Promise<unknown>>();

export function withUserLock<T>(user: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(user) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  tails.set(user, run);
  // Forget the chain once it is idle, so the map does not grow with every user ever seen.
  void run.catch(() => undefined).then(() => {
    if (tails.get(user) === run) tails.delete(user);
  });
  return run;
}
