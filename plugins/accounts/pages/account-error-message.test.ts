import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { accountErrorMessage } from './account-error-message';

const graphQLError = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });

describe('accountErrorMessage', () => {
  it('a deleted account gets the deleted-accounts message', () => {
    expect(accountErrorMessage(graphQLError('ACCOUNT_DELETED'))).toBe('Sorry but the details of deleted accounts can not be viewed.');
  });
  it('anything else is an error retrieving the details', () => {
    expect(accountErrorMessage(graphQLError('NOT_FOUND'))).toBe('Error with retrieving account details');
    expect(accountErrorMessage(new Error('network'))).toBe('Error with retrieving account details');
  });
});
