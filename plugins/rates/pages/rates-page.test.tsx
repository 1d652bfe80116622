// The rates page with the gateway's answers mocked at the Apollo link: tabs follow the rate-badge lists,
// the ARIA tabs keyboard, the wrap badge switch, the rebate note, and the error and empty states.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { GET_CASH_RATES, GET_RATE_BADGES, GET_TERM_DEPOSIT_RATES, GET_WRAP_RATES } from '../api/rates';
import RatesPage from './rates-page';

const tiers = [
  { __typename: 'RateTier', key: 'T1', min: 5000, max: 499999.99 },
  { __typename: 'RateTier', key: 'T2', min: 500000, max: null },
];

const badgesMock = (cash: string[], wrap: string[]) => ({
  request: { query: GET_RATE_BADGES },
  result: { data: { rateBadges: { __typename: 'RateBadges', cash, wrap } } },
});

const cashMock = (badge: string) => ({
  request: { query: GET_CASH_RATES, variables: { badge } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      cashRates: {
        __typename: 'CashRates',
        badge,
        effectiveDate: '2026-11-05',
        rates: [{ __typename: 'CashRate', key: `${badge}-CMA`, label: `${badge} account`, rate: 2.25 }],
      },
    },
  },
});

const tdMock = {
  request: { query: GET_TERM_DEPOSIT_RATES },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      termDepositRates: {
        __typename: 'TermDepositRates',
        effectiveDate: '2026-11-19',
        rebateBps: 25,
        tiers,
        terms: [{ __typename: 'TermDepositTerm', key: 'M3', label: '3 months', rates: [4, 4.05] }],
      },
    },
  },
};

const wrapMock = (badge: string, product: string) => ({
  request: { query: GET_WRAP_RATES, variables: { badge } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      wrapRates: {
        __typename: 'WrapRates',
        badge,
        effectiveDate: '2026-11-01',
        termDepositRatesUrl: `https://${badge.toLowerCase()}.example.test/td`,
        tiers,
        products: [{ __typename: 'WrapProductRates', key: product, label: product, rates: [2.6, 3.1] }],
      },
    },
  },
});

function renderPage(mocks: object[]) {
  render(
    <MockedProvider mocks={mocks as never}>
      <RatesPage params={{}} />
    </MockedProvider>,
  );
}

describe('RatesPage', () => {
  it('shows cash, term deposit and wrap tabs for a user with both lists, and moves between them with the keyboard', async () => {
    renderPage([badgesMock(['MBL', 'YellowBrickRoad'], ['MacquarieWrap', 'Vision']), cashMock('MBL'), cashMock('YellowBrickRoad'), tdMock, wrapMock('MacquarieWrap', 'Wrap Super'), wrapMock('Vision', 'Vision Super')]);
    const tablist = await screen.findByRole('tablist', { name: t('rates.tabs.label') });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([t('rates.tab.cash'), t('rates.tab.termDeposit'), t('rates.tab.wrap')]);
    expect(await screen.findByRole('table', { name: 'Macquarie Bank cash rates' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Yellow Brick Road cash rates' })).toBeTruthy();
    expect(screen.getAllByText('Effective from 05 Nov 2026')).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: t('rates.tab.cash') }));
    await user.keyboard('{ArrowRight}');
    const td = screen.getByRole('tab', { name: t('rates.tab.termDeposit') });
    expect(td.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(td);
    expect(await screen.findByText('A rebate of 25 bps (0.25% p.a.) applies to term deposits and is included in the rates shown.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '$5,000.00 to $499,999.99' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '$500,000.00 and over' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '4.05%' })).toBeTruthy();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: t('rates.tab.wrap') }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('rowheader', { name: 'Wrap Super' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Macquarie Wrap term deposit rates/ }).getAttribute('href')).toBe('https://macquariewrap.example.test/td');

    await user.selectOptions(screen.getByLabelText(t('rates.wrap.badge')), 'Vision');
    expect(await screen.findByRole('rowheader', { name: 'Vision Super' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Vision term deposit rates/ }).getAttribute('href')).toBe('https://vision.example.test/td');
    expect(screen.queryByRole('rowheader', { name: 'Wrap Super' })).toBeNull();
  });

  it('shows only the wrap tab, without a badge switch, for a user with one wrap badge and no cash', async () => {
    renderPage([badgesMock([], ['GrowWrap']), wrapMock('GrowWrap', 'Grow Wrap Super')]);
    const tablist = await screen.findByRole('tablist');
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([t('rates.tab.wrap')]);
    expect(await screen.findByRole('rowheader', { name: 'Grow Wrap Super' })).toBeTruthy();
    expect(screen.queryByLabelText(t('rates.wrap.badge'))).toBeNull();
  });

  it('says a badge has no rates when the gateway gave no rows (a missing rate key mapping, 002 §8)', async () => {
    const empty = wrapMock('GrowWrap', 'unused');
    empty.result.data.wrapRates.products = [];
    renderPage([badgesMock([], ['GrowWrap']), empty]);
    expect(await screen.findByText(t('rates.noRates', { badge: 'Grow Wrap' }))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: /Grow Wrap term deposit rates/ })).toBeTruthy();
  });

  it('says so when neither list has a badge', async () => {
    renderPage([badgesMock([], [])]);
    expect(await screen.findByText(t('rates.empty'))).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the error with a retry that loads the rates', async () => {
    renderPage([
      { request: { query: GET_RATE_BADGES }, result: { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] } },
      badgesMock([], ['GrowWrap']),
      wrapMock('GrowWrap', 'Grow Wrap Super'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('rates.error'));
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('kit.retry') }));
    expect(await screen.findByRole('rowheader', { name: 'Grow Wrap Super' })).toBeTruthy();
  });
});
