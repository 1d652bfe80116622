// The seed's reference day (yyyy-MM-dd): the day the store's balances are as at. Read once per store (a store is
// seeded once: a seeded store is never seeded again).
import type { Db } from '../../db/index.js';

const known = new WeakMap<Pick<Db, 'query'>, Promise<string>>();

export function referenceDay(db: Pick<Db, 'query'>): Promise<string> {
  let day = known.get(db);
  if (!day) {
    day = db.query<{ d: string }>(`select to_char(reference_date, 'YYYY-MM-DD') as d from seed_info`).then((r) => r.rows[0]!.d);
    day.catch(() => known.delete(db));
    known.set(db, day);
  }
  return day;
}
