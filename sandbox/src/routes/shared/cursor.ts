import { badRequest } from '../../http/http-error.js';

// Opaque keyset cursors: base64url JSON of the sort signature and the last row's sort values.
// The signature makes a cursor from one sort order unusable with another (400, not wrong pages).
interface CursorBody {
  s: string;
  v: string[];
}

export function encodeCursor(signature: string, values: string[]): string {
  const body: CursorBody = { s: signature, v: values };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, signature: string, length: number): string[] | undefined {
  if (!cursor) return undefined;
  try {
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorBody;
    if (body.s === signature && Array.isArray(body.v) && body.v.length === length && body.v.every((x) => typeof x === 'string')) {
      return body.v as string[];
    }
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('endCursor is not valid for this search');
}
