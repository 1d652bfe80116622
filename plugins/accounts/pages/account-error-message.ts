// The account page's error copy (000 §2): a deleted cash or term deposit account has its own message;
// any other failure to resolve the details shows the generic one.
import { t } from '@kit/copy';
import { hasGatewayCode } from '@kit/refusal';

export function isDeletedAccountError(error: unknown): boolean {
  return hasGatewayCode(error, 'ACCOUNT_DELETED');
}

export function accountErrorMessage(error: unknown): string {
  return t(isDeletedAccountError(error) ? 'account.deleted' : 'account.error');
}
