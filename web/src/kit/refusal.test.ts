import { describe, expect, it } from 'vitest';
import { refusalMessage } from './refusal';

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
