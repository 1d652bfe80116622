import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { hasGatewayCode, refusalMessage } from './refusal';

describe('refusalMessage', () => {
  it("reads a policy refusal's words", () => {
    const error = { errors: [{ message: "You don't have authority to close this account.", extensions: { code: 'FORBIDDEN', action: 'account.close' } }] };
    expect(refusalMessage(error)).toBe("You don't have authority to close this account.");
  });

  it('leaves other failures to the caller', () => {
    expect(refusalMessage({ errors: [{ message: 'upstream said no', extensions: { code: 'FORBIDDEN' } }] })).toBeNull();
    expect(refusalMessage({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE', action: 'x' } }] })).toBeNull();
    expect(refusalMessage(new Error('network'))).toBeNull();
    expect(refusalMessage(null)).toBeNull();
  });
});

describe('hasGatewayCode', () => {
  it("finds the code among a failed operation's errors, and nowhere else", () => {
    const failed = new CombinedGraphQLErrors({ errors: [{ message: 'a', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }, { message: 'b', extensions: { code: 'NOT_FOUND' } }] });
    expect(hasGatewayCode(failed, 'NOT_FOUND')).toBe(true);
    expect(hasGatewayCode(failed, 'ACCOUNT_DELETED')).toBe(false);
    expect(hasGatewayCode({ errors: [{ message: 'b', extensions: { code: 'NOT_FOUND' } }] }, 'NOT_FOUND')).toBe(false);
    expect(hasGatewayCode(new Error('NOT_FOUND'), 'NOT_FOUND')).toBe(false);
  });
});
