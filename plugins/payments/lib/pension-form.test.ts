import { describe, expect, it } from 'vitest';
import {
  accountNameProblem, accountNumberProblem, amountProblem, bsbProblem, dateOfBirthProblem, formatBsb, optionProblem,
  parseAmount, parseDisplayDay, pensionRequestInput, shownValidationMessages,
} from './pension-form';

describe('dates (002 §5)', () => {
  it('reads dd/MM/yyyy with a real month and day', () => {
    expect(parseDisplayDay('07/03/1958')).toBe('1958-03-07');
    expect(parseDisplayDay('29/02/2024')).toBe('2024-02-29');
    for (const bad of ['29/02/2023', '31/04/1960', '00/01/1960', '01/13/1960', '1/3/1958', '1958-03-07', '']) expect(parseDisplayDay(bad)).toBeNull();
  });

  it('a date of birth is required, valid and before today (Sydney)', () => {
    expect(dateOfBirthProblem('', '2026-11-26')).toBe('payments.pension.dobRequired');
    expect(dateOfBirthProblem('31/02/1960', '2026-11-26')).toBe('payments.pension.dobInvalid');
    expect(dateOfBirthProblem('26/11/2026', '2026-11-26')).toBe('payments.pension.dobNotPast');
    expect(dateOfBirthProblem('25/11/2026', '2026-11-26')).toBeNull();
  });
});

describe('amount', () => {
  it('reads dollars with at most 2 decimals', () => {
    expect(parseAmount('$1,250.50')).toBe('1250.50');
    expect(parseAmount('12')).toBe('12.00');
    expect(parseAmount('.5')).toBe('0.50');
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('is required, more than zero, and at most $500,000 online (002 §9)', () => {
    expect(amountProblem(' ')).toBe('payments.field.amountRequired');
    expect(amountProblem('0')).toBe('payments.field.amountPositive');
    expect(amountProblem('-5')).toBe('payments.field.amountPositive');
    expect(amountProblem('10.999')).toBe('payments.field.amountPositive');
    expect(amountProblem('500000')).toBeNull();
    expect(amountProblem('500,000.01')).toBe('payments.pension.overLimit');
  });
});

describe('destination account', () => {
  it('BSB: required, 6 digits (one hyphen allowed), shown with a hyphen after 3 digits', () => {
    expect(bsbProblem('')).toBe('payments.field.codeRequired');
    expect(bsbProblem('06200')).toBe('payments.field.codeInvalid');
    expect(bsbProblem('06-20-00')).toBe('payments.field.codeInvalid');
    expect(bsbProblem('062-000')).toBeNull();
    expect(formatBsb('062000')).toBe('062-000');
    expect(formatBsb('06200')).toBe('06200');
  });

  it('account number 3 to 9 digits; account name at most 35 allowed characters', () => {
    expect(accountNumberProblem('')).toBe('payments.field.accountNumberRequired');
    expect(accountNumberProblem('12')).toBe('payments.field.accountNumberDigits');
    expect(accountNumberProblem('1234567890')).toBe('payments.field.accountNumberDigits');
    expect(accountNumberProblem('12345678')).toBeNull();
    expect(accountNameProblem('')).toBe('payments.field.accountNameRequired');
    expect(accountNameProblem('A'.repeat(36))).toBe('payments.field.accountNameLength');
    expect(accountNameProblem('Smith & Co')).toBe('payments.field.accountNameCharacters');
    expect(accountNameProblem("O'Brien-Smith (Joint)")).toBeNull();
  });

  it('a payment option is chosen', () => {
    expect(optionProblem('')).toBe('payments.pension.optionRequired');
    expect(optionProblem('Gross')).toBeNull();
    expect(optionProblem('Net')).toBeNull();
  });
});

describe('pensionRequestInput', () => {
  it('mirrors the 002 §3 request details', () => {
    const values = { dateOfBirth: '07/03/1958', amount: '$2,500', option: 'Net' as const, bsb: '062-000', accountNumber: ' 12345678 ', accountName: ' Luke Sharma ' };
    expect(pensionRequestInput(values, 'WP7003625', 'Sydney')).toEqual({
      kind: 'PENSION_PAYMENT', accountNumber: 'WP7003625', dateOfBirth: '1958-03-07', amount: '2500.00', option: 'Net',
      toAccountBsb: '062000', toAccountNumber: '12345678', toAccountName: 'Luke Sharma', toAccountBranch: 'Sydney',
    });
  });
});

describe('shownValidationMessages', () => {
  it('shows the E-coded validation errors once each, not the upstream words for a mapped code', () => {
    const errors = [
      { code: 'INSUFFICIENT_FUNDS', message: 'The amount is more than the account balance.' },
      { code: 'E000002', message: 'The client is under preservation age.' },
      { code: 'E000003', message: 'The client is under preservation age.' },
      { code: 'E000004', message: 'Shown already' },
    ];
    expect(shownValidationMessages(errors, 'Shown already')).toEqual(['The client is under preservation age.']);
    expect(shownValidationMessages([], 'x')).toEqual([]);
  });
});
