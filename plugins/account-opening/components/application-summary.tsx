// What an application says, as the review step and an application's page show it.
import { t } from '@kit/copy';
import { dayText } from '@kit/date/day-text';
import { formatAmount } from '@kit/format-values';
import { Card, DefinitionList, type Definition } from '@kit/layout';
import type { Application } from '../lib/application-values';
import { choice, PRODUCT_TITLE } from '../lib/labels';

export function ApplicationSummary({ application: a }: { application: Application }) {
  const n = a.client?.newClient;
  const o = a.options;
  const f = a.adviserFee;
  const client: Definition[] = [
    [t('openAccount.review.client'), a.clientName],
    [t('openAccount.review.clientKind'), a.client?.contactId ? t('openAccount.review.existingClient', { id: a.client.contactId }) : n ? t('openAccount.review.newClient') : null],
    [t('openAccount.field.dateOfBirth'), n ? dayText(n.dateOfBirth) : null],
    [t('openAccount.review.address'), n ? `${n.street}, ${n.suburb} ${n.state} ${n.postcode}` : null],
    [t('openAccount.field.email'), n?.email],
    [t('openAccount.field.mobile'), n?.mobile],
    [t('openAccount.field.tfnStatus'), n ? `${t(choice(n.tfnStatus))}${n.tfnLastDigits ? ` (${t('openAccount.review.tfnEnding', { digits: n.tfnLastDigits })})` : ''}` : null],
  ];
  const options: Definition[] = [
    [t('openAccount.review.product'), t(PRODUCT_TITLE[a.product])],
    [t('openAccount.review.amount'), o?.amount ? formatAmount(o.amount) : null],
    [t('openAccount.field.statementFrequency'), o?.statementFrequency ? t(choice(o.statementFrequency)) : null],
    [t('openAccount.field.term'), o?.termMonths ? t('openAccount.choice.months', { months: o.termMonths }) : null],
    [t('openAccount.field.interestPayment'), o?.interestPayment ? t(choice(o.interestPayment)) : null],
    [t('openAccount.field.maturityInstruction'), o?.maturityInstruction ? t(choice(o.maturityInstruction)) : null],
    [t('openAccount.field.investmentMenu'), o?.investmentMenu ? t(choice(o.investmentMenu)) : null],
    [t('openAccount.field.pensionFrequency'), o?.pensionFrequency ? t(choice(o.pensionFrequency)) : null],
    [t('openAccount.step.LINKED'), a.linkedAccount ? `${a.linkedAccount.accountName}, BSB ${a.linkedAccount.bsb}, ${a.linkedAccount.accountNumber}` : null],
    [t('openAccount.field.ongoingType'), f ? t(choice(f.ongoingType)) : null],
    [t('openAccount.field.ongoingPercent'), f?.ongoingPercent ? `${f.ongoingPercent}%` : null],
    [t('openAccount.field.ongoingDollars'), f?.ongoingDollars ? formatAmount(f.ongoingDollars) : null],
    [t('openAccount.field.upfront'), f?.upfront ? formatAmount(f.upfront) : null],
  ];
  return (
    <>
      <Card headingId={`summary-client-${a.id}`} title={t('openAccount.review.clientSection')}>
        <DefinitionList items={client} />
      </Card>
      <Card headingId={`summary-account-${a.id}`} title={t('openAccount.review.accountSection')}>
        <DefinitionList items={options} />
      </Card>
    </>
  );
}
