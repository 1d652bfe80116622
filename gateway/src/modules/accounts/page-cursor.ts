// The gateway's account-search cursor: the upstream page cursor plus the id of the last account the
// page showed. The upstream answers one row per adviser link and keeps an account's rows together, so
// only the account at a page boundary can continue onto the next page; remembering it lets the next
// page drop those rows and no account is shown twice across pages.
import { ErrorCode, gatewayError } from '../../errors.js';

export interface PageCursor {
  upstream: string;
  lastAccountId: string | null;
}

export function encodePageCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.upstream, cursor.lastAccountId])).toString('base64url');
}

export function decodePageCursor(after: string | null | undefined): PageCursor | null {
  if (!after) return null;
  try {
    const [upstream, lastAccountId] = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (typeof upstream === 'string' && (lastAccountId === null || typeof lastAccountId === 'string')) {
      return { upstream, lastAccountId };
    }
  } catch {
    /* falls through to the error below */
  }
  throw gatewayError(ErrorCode.BAD_USER_INPUT, 'after is not a cursor this search returned', { field: 'after' });
}
