// The sandbox's book as the GraphQL Book: money as exact Money text, the month's change subtracted in whole cents.
import { centsOf, centsText } from '@gateway/kit/decimal.js';
import type { UpstreamBook } from './api/book-api.js';

const PRODUCTS = { CASH: 'CASH', TD: 'TERM_DEPOSIT', INVESTMENT: 'INVESTMENT', SUPER: 'SUPER', PENSION: 'PENSION' } as const;

const money = (value: number) => centsText(centsOf(value) ?? 0n);

function figure(f: { accounts: number; balance: number; balance_month_ago: number }) {
  const now = centsOf(f.balance) ?? 0n;
  const before = centsOf(f.balance_month_ago) ?? 0n;
  return { accounts: f.accounts, balance: centsText(now), balanceMonthAgo: centsText(before), change: centsText(now - before) };
}

const list = <T, U>(a: { count: number; count_is_lower_bound: boolean; items: T[] }, item: (t: T) => U) => ({
  count: a.count,
  more: a.count_is_lower_bound,
  items: a.items.map(item),
});

type Attention = UpstreamBook['needs_attention'];
type AccountItem = Attention['low_cash']['items'][number] & { maturity_date?: string };

const account = (a: AccountItem) => ({
  accountId: a.account_id,
  accountNumber: a.account_number,
  accountName: a.account_name,
  productDescription: a.product_description,
  balance: money(a.balance),
  maturityDate: a.maturity_date ?? null,
});

export function toBook(book: UpstreamBook) {
  const n = book.needs_attention;
  return {
    asAt: book.as_at,
    monthAgo: book.month_ago,
    total: figure(book.total),
    products: book.products.map((p) => ({ product: PRODUCTS[p.product], figure: figure(p) })),
    allocation: book.allocation.map((a) => ({ assetClass: a.asset_class, value: money(a.value) })),
    lowCashThreshold: money(book.preferences.low_cash_threshold),
    needsAttention: {
      lowCash: list(n.low_cash, account),
      maturingTermDeposits: list(n.maturing_term_deposits, account),
      paymentsAwaitingAuthorisation: list(n.payments_awaiting_authorisation, (p) => ({
        paymentId: p.payment_id,
        accountNumber: p.account_number,
        payeeName: p.payee_name,
        amount: money(p.amount),
        nextDate: p.next_date,
      })),
      requestsAwaitingAdviser: list(n.requests_awaiting_adviser, (r) => ({
        intentId: r.intent_id,
        caseId: r.case_id,
        requestName: r.request_name,
        updatedDate: r.updated_date,
      })),
      scheduledPaymentsShort: {
        ...list(n.scheduled_payments_short, (s) => ({
          accountId: s.account_id,
          accountNumber: s.account_number,
          accountName: s.account_name,
          availableBalance: money(s.available_balance),
          scheduledTotal: money(s.scheduled_total),
          shortfall: money(s.shortfall),
          nextPaymentDate: s.next_payment_date,
        })),
        windowDays: n.window_days,
      },
    },
  };
}
