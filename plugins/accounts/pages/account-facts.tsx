// The account's facts as a description list: product, status, adviser, business venture, dates.
import { t, type CopyKey } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import styles from './account-page.module.css';
import type { AccountDetails } from './get-account';
import { fixedDecimal } from '@kit/money';
import { DefinitionList } from '@kit/layout';

export function AccountFacts({ account }: { account: AccountDetails }) {
  const facts: Array<[CopyKey, string | null]> = [
    ['account.field.number', account.accountNumber],
    ['account.field.product', `${account.productDescription} (${account.productCode})`],
    ['account.field.productType', account.productType],
    ['account.field.status', account.accountStatus],
    ['account.field.adviser', account.adviserCode],
    ['account.field.dealer', account.dealerCode],
    ['account.field.businessVenture', account.businessVenture],
    ['account.field.opened', formatDay(account.openDate)],
    ['account.field.closed', account.closedDate ? formatDay(account.closedDate) : null],
    ['account.field.maturity', account.maturityDate ? formatDay(account.maturityDate) : null],
    ['account.field.interestRate', account.interestRate != null ? `${fixedDecimal(account.interestRate, 2)}% p.a.` : null],
  ];
  return (
    <DefinitionList className={styles.facts} items={facts.filter(([, value]) => value != null).map(([key, value]) => [t(key), value || t('account.notProvided')])} />
  );
}
