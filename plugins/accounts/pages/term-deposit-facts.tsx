// A term deposit's current term on its account-details page (issue 17): principal, rate, term, start and
// maturity, how interest is paid and what happens at maturity.
import { t, type CopyKey } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import styles from './account-page.module.css';
import type { AccountDetails } from './get-account';
import { fixedDecimal } from '@kit/money';
import { Card, DefinitionList } from '@kit/layout';

type Facts = NonNullable<AccountDetails['termDeposit']>;

export function TermDepositFacts({ facts }: { facts: Facts | null }) {
  if (!facts) {
    return (
      <Card headingId="term-deposit-heading" title={t('account.td.title')}>
        <p className={styles.notice}>{t('account.td.none')}</p>
      </Card>
    );
  }
  const rows: Array<[CopyKey, string]> = [
    ['account.td.principal', formatAmount(facts.principal)],
    ['account.td.rate', facts.interestRate != null ? t('account.td.rateValue', { rate: fixedDecimal(facts.interestRate, 2) }) : ''],
    ['account.td.term', t('account.td.termMonths', { months: facts.termMonths })],
    ['account.td.start', formatDay(facts.startDate)],
    ['account.td.maturity', formatDay(facts.maturityDate)],
    ['account.td.interestAtMaturity', formatAmount(facts.interestAtMaturity)],
    ['account.td.frequency', t(`account.td.frequency.${facts.interestFrequency}`)],
    ['account.td.method', t(`account.td.method.${facts.interestPaymentMethod}`)],
    ['account.td.instruction', t(`account.td.instruction.${facts.maturityInstruction}`)],
  ];
  return (
    <Card headingId="term-deposit-heading" title={t('account.td.title')}>
      <DefinitionList className={styles.facts} items={rows.map(([key, value]) => [t(key), value || t('account.notProvided')])} />
    </Card>
  );
}
