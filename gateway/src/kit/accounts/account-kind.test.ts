import { describe, expect, it } from 'vitest';
import { accountKind, normaliseAccountNumber } from './account-kind.js';

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

describe('accountKind against every product code of 002 §3 and §9', () => {
  const CASH = ['CHI', 'CMA', 'CMH', 'CMHM', 'CMHV', 'CMHB', 'CMHW', 'CMHC', 'CMHA', 'CMHZ', 'CMHP', 'CMHO', 'CMHX', 'TDEP', 'CMHL', 'CMHF', 'CMT'];
  const WRAP = ['PC', 'AP', 'TA', 'PD', 'PL', 'AN', 'SC', 'SA', 'SP', 'SL', 'SN', 'SD', 'IA', 'IC', 'ID', 'IL', 'IM', 'IN', 'IW', 'FC'];
  it.each(CASH)('%s opens the cash account page', (code) => expect(accountKind(code)).toBe('CASH'));
  it.each(['TD_IFA_C', 'TD_IFA_T', 'TDX'])('%s opens the term deposit page', (code) => expect(accountKind(code)).toBe('TERM_DEPOSIT'));
  it.each(WRAP.flatMap((code) => [code, `${code}X`]))('%s (a family code or a sub-code) opens the wrap account page', (code) => expect(accountKind(code)).toBe('WRAP'));
  it.each(['ONL', '', 'XYZ'])('%s has no page', (code) => expect(accountKind(code)).toBe('NONE'));
});
