// Nested transactions on a connection that is already inside one: a savepoint per level.
import type { Db } from './types.js';

let counter = 0;

export async function withSavepoint<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const name = `sp_${++counter}`;
  await tx.query(`savepoint ${name}`);
  try {
    const result = await fn(tx);
    await tx.query(`release savepoint ${name}`);
    return result;
  } catch (error) {
    await tx.query(`rollback to savepoint ${name}`);
    throw error;
  }
}
