// The contributions filter draft (period, custom dates, types) and its GraphQL filter (pure).
import type { CashContributionFilter, CashLedgerPeriod, ContributionType } from '@kit/gql/graphql';
import { customRange, type FieldErrors } from './filters';

export const CONTRIBUTION_TYPES: readonly ContributionType[] = ['PERSONAL', 'CHILD', 'SPOUSE', 'EMPSS', 'EMPSG', 'EMPOTH'];

export interface ContributionDraft {
  period: CashLedgerPeriod;
  from: string;
  to: string;
  types: ContributionType[];
}

export const EMPTY_CONTRIBUTION_DRAFT: ContributionDraft = { period: 'ALL', from: '', to: '', types: [] };

export function toContributionFilter(draft: ContributionDraft): { filter: CashContributionFilter; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const filter: CashContributionFilter = {};
  if (draft.period !== 'ALL') filter.period = draft.period;
  Object.assign(filter, customRange(draft, errors));
  if (draft.types.length) filter.types = CONTRIBUTION_TYPES.filter((type) => draft.types.includes(type));
  return { filter, errors };
}
