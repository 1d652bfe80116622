import { describe, expect, it } from 'vitest';
import { accountKind } from './account-kind.js';
import { normaliseAccountNumber } from './resolve-account-details.js';

describe('accountKind', () => {
  it('maps the cash, term deposit and wrap product codes to their pages', () => {
    expect(accountKind('CMHW')).toBe('CASH');
    expect(accountKind('TDEP')).toBe('CASH'); // listed as cash although it starts with TD
    expect(accountKind('TD_IFA_C')).toBe('TERM_DEPOSIT');
    expect(accountKind('IM')).toBe('WRAP');
    expect(accountKind('SLX')).toBe('WRAP');
  });
  it('other types do not navigate', () => {
    expect(accountKind('ONL')).toBe('NONE');
    expect(accountKind('ZZ')).toBe('NONE');
  });
  it("strips a leading '000' only", () => {
    expect(normaliseAccountNumber('000123456')).toBe('123456');
    expect(normaliseAccountNumber('100012345')).toBe('100012345');
  });
});
