// Password hashes as 'scrypt$<saltHex>$<hashHex>' (node:crypto scrypt, N=16384 r=8 p=1, 64-byte key).
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/**
 * `salt` is for the seed only, which derives it from the seed number so the same seed writes the
 * same bytes; everything else lets it default to a random salt.
 */
export function hashPassword(pw: string, salt: Buffer = randomBytes(SALT_LENGTH)): string {
  const hash = scryptSync(pw.normalize('NFKC'), salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(pw: string, stored: string): boolean {
  const [scheme, saltHex, hashHex, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex || rest.length > 0) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = scryptSync(pw.normalize('NFKC'), Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  return timingSafeEqual(actual, expected);
}
