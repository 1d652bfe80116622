// The case at a glance: its ids, who raised it and when, amount, SLA and ETA.
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import type { CaseDetailsFieldsFragment } from '@kit/gql/graphql';
import { displayValue, sydneyTime } from '../../lib/sydney-time';
import { Card } from '@kit/layout';
import { Definitions, type Definition } from '../definitions';

export function OverviewCard({ details }: { details: CaseDetailsFieldsFragment }) {
  const c = details.case;
  const items: Definition[] = [
    ['requests.details.caseId', c.caseId],
    ['requests.details.intentId', c.intentId],
    ['requests.details.onlineRequestName', details.onlineRequestName],
    ['requests.details.subprocess', details.subprocessName],
    ['requests.details.createdBy', c.requestorName],
    ['requests.details.created', sydneyTime(c.createdDateTime)],
    ['requests.details.updated', sydneyTime(c.updatedDateTime)],
    ['requests.details.amount', details.amount == null ? null : formatAmount(details.amount)],
    ['requests.details.sla', details.sla],
    ['requests.details.eta', details.eta && displayValue('eta', details.eta)],
    ['requests.details.source', c.requestSource],
    ['requests.details.description', c.description],
  ];
  return (
    <Card headingId="case-overview" title={t('requests.details.overview')}>
      <Definitions items={items} />
    </Card>
  );
}
