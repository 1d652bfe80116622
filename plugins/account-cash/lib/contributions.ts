// The contributions filter's values (period, custom dates, types), their rules and the GraphQL filter (pure).
import type { FormRules } from '@kit/form/field-rules';
import type { CashContributionFilter, ContributionType } from '@kit/gql/graphql';
import { periodFilter, periodRules, type PeriodValues } from './filters';

export const CONTRIBUTION_TYPES: readonly ContributionType[] = ['PERSONAL', 'CHILD', 'SPOUSE', 'EMPSS', 'EMPSG', 'EMPOTH'];

export interface ContributionDraft extends PeriodValues {
  types: ContributionType[];
}

export const EMPTY_CONTRIBUTION_DRAFT: ContributionDraft = { period: 'ALL', from: '', to: '', types: [] };

export const CONTRIBUTION_RULES: FormRules<ContributionDraft> = periodRules<ContributionDraft>();

export function toContributionFilter(draft: ContributionDraft): CashContributionFilter {
  return { ...periodFilter(draft), types: draft.types.length ? CONTRIBUTION_TYPES.filter((type) => draft.types.includes(type)) : undefined };
}
