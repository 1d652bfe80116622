// The account page's error copy (000 §2): a deleted cash or term deposit account has its own message;
// any other failure to resolve the details shows the generic one.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { t } from '@kit/copy';

export function isDeletedAccountError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'ACCOUNT_DELETED');
}

export function accountErrorMessage(error: unknown): string {
  return t(isDeletedAccountError(error) ? 'account.deleted' : 'account.error');
}
