import type { Db } from '../db/index.js';
import { verifyPassword } from '../lib/passwords.js';

export interface SignInUser {
  mac: string;
  brand: string;
}

/** The user whose username and password match, else undefined (no hint which one was wrong). */
export async function checkCredentials(db: Db, username: string, password: string): Promise<SignInUser | undefined> {
  if (!username || !password) return undefined;
  const { rows } = await db.query<SignInUser & { password_hash: string }>(
    'select mac, brand, password_hash from users where username = $1',
    [username],
  );
  const user = rows[0];
  if (!user || !(await verifyPassword(password, user.password_hash))) return undefined;
  return { mac: user.mac, brand: user.brand };
}
