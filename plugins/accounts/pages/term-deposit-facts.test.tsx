// The term deposit's at-a-glance card: the figures as the gateway gives them, days to maturity counted from the
// given Sydney day, and the bar through the term.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import type { AccountDetails } from './get-account';
import { daysToMaturityText, TermDepositFacts } from './term-deposit-facts';

const account = {
  accountNumber: '824852983',
  ledgerBalance: '51309.92',
  termDeposit: {
    principal: '51000.00',
    interestRate: '4.350',
    termMonths: 6,
    startDate: '2026-08-15',
    maturityDate: '2027-02-15',
    interestFrequency: 'AT_MATURITY',
    interestPaymentMethod: 'REINVEST',
    maturityInstruction: 'REINVEST_PRINCIPAL',
    interestAtMaturity: '1118.27',
    interestEarned: '309.92',
  },
} as unknown as AccountDetails;

describe('TermDepositFacts', () => {
  it('shows balance, principal, rate, interest to date, days to maturity and the instruction at a glance', () => {
    render(<TermDepositFacts account={account} today="2026-11-29" />);
    // The first description list is the glance; the term's other details follow it.
    const glance = screen.getAllByRole('term')[0]!.closest('dl')!;
    const pairs = within(glance).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Balance', '$51,309.92'],
      ['Principal', '$51,000.00'],
      ['Interest rate', '4.35% p.a.'],
      ['Interest to date', '$309.92'],
      ['Days to maturity', '78 days'],
      ['Maturity instruction', 'Reinvest principal, pay out interest'],
    ]);
    const bar = screen.getByRole('progressbar', { name: t('account.td.progress') });
    expect(bar.getAttribute('aria-valuenow')).toBe('106');
    expect(bar.getAttribute('aria-valuemax')).toBe('184');
    expect(bar.getAttribute('aria-valuetext')).toBe('Day 106 of 184');
    expect(screen.getByText('$1,118.27')).toBeTruthy();
  });

  it('counts days to maturity in whole Sydney days', () => {
    expect(daysToMaturityText('2027-02-14', '2027-02-15')).toBe('1 day');
    expect(daysToMaturityText('2027-02-15', '2027-02-15')).toBe(t('account.td.maturesToday'));
    expect(daysToMaturityText('2027-02-16', '2027-02-15')).toBe(t('account.td.matured'));
    // Across the end of daylight saving (5 April 2026) a day is still a day.
    expect(daysToMaturityText('2026-04-01', '2026-04-10')).toBe('9 days');
  });

  it('says when the deposit has no current term', () => {
    render(<TermDepositFacts account={{ ...account, termDeposit: null }} today="2026-11-29" />);
    expect(screen.getByText(t('account.td.none'))).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
