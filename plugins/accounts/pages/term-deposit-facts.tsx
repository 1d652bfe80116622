// A term deposit's current term at a glance (issues 17, 31): the balance the account list shows, principal, rate,
// interest to date, days to maturity (Sydney's today) and the maturity instruction, a bar of how far through the
// term it is, then the term's other details. Every figure is the gateway's; the page only counts days.
import { t, type CopyKey } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import { Card, DefinitionList } from '@kit/layout';
import { fixedDecimal } from '@kit/money';
import { daysBetween, sydneyToday } from '@kit/sydney-time';
import styles from './account-page.module.css';
import type { AccountDetails } from './get-account';
import { TermDepositProgress } from './term-deposit-progress';
import glance from './term-deposit-facts.module.css';

type Facts = NonNullable<AccountDetails['termDeposit']>;

/** "12 days", "1 day", "Matures today" or "Matured", counted from Sydney's today. */
export function daysToMaturityText(today: string, maturityDate: string): string {
  const days = daysBetween(today, maturityDate);
  if (days > 1) return t('account.td.days', { days });
  if (days === 1) return t('account.td.oneDay');
  return t(days === 0 ? 'account.td.maturesToday' : 'account.td.matured');
}

function Glance({ facts, balance, today }: { facts: Facts; balance: string | null; today: string }) {
  const figures: Array<[CopyKey, string]> = [
    ['account.td.balance', balance == null ? t('account.notProvided') : formatAmount(balance)],
    ['account.td.principal', formatAmount(facts.principal)],
    ['account.td.rate', facts.interestRate != null ? t('account.td.rateValue', { rate: fixedDecimal(facts.interestRate, 2) }) : t('account.notProvided')],
    ['account.td.interestToDate', formatAmount(facts.interestEarned)],
    ['account.td.daysToMaturity', daysToMaturityText(today, facts.maturityDate)],
    ['account.td.instruction', t(`account.td.instruction.${facts.maturityInstruction}`)],
  ];
  return (
    <dl className={glance.figures}>
      {figures.map(([key, value]) => (
        <div key={key} className={glance.figure} data-figure={key.slice('account.td.'.length)}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TermDepositFacts({ account, today = sydneyToday() }: { account: AccountDetails; today?: string }) {
  const facts = account.termDeposit ?? null;
  if (!facts) {
    return (
      <Card headingId="term-deposit-heading" title={t('account.td.title')}>
        <p className={styles.notice}>{t('account.td.none')}</p>
      </Card>
    );
  }
  const rows: Array<[CopyKey, string]> = [
    ['account.td.term', t('account.td.termMonths', { months: facts.termMonths })],
    ['account.td.start', formatDay(facts.startDate)],
    ['account.td.maturity', formatDay(facts.maturityDate)],
    ['account.td.interestAtMaturity', formatAmount(facts.interestAtMaturity)],
    ['account.td.frequency', t(`account.td.frequency.${facts.interestFrequency}`)],
    ['account.td.method', t(`account.td.method.${facts.interestPaymentMethod}`)],
  ];
  return (
    <Card headingId="term-deposit-heading" title={t('account.td.title')}>
      <Glance facts={facts} balance={account.ledgerBalance} today={today} />
      <TermDepositProgress startDate={facts.startDate} maturityDate={facts.maturityDate} today={today} />
      <DefinitionList className={styles.facts} items={rows.map(([key, value]) => [t(key), value || t('account.notProvided')])} />
    </Card>
  );
}
