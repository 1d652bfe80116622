// Previous-URL handling (002 §2): a dashboard URL naming an account or a client has that segment replaced by an
// id placeholder when it is used as the previous page, so a page-flow log never carries an account number.
export const ID_PLACEHOLDER = '{id}';

const ACCOUNT_SEGMENT = /(dashboard\/(?:cash-account|wrap-account|term-deposit|client)\/)[^/?#]+/g;

export function previousPageUrl(url: string): string {
  return url.replace(ACCOUNT_SEGMENT, `$1${ID_PLACEHOLDER}`);
}
