import { createHash, randomBytes } from 'node:crypto';

// Tokens are 32 random bytes, base64url; the database keeps only their SHA-256, so a leaked
// table cannot be replayed.
export const newToken = (): string => randomBytes(32).toString('base64url');
export const newFamilyId = (): string => randomBytes(16).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
