// The filter form's values and the GraphQL filter they become (pure): the statuses ticked and a keyword.
import type { FormRules } from '@kit/form/field-rules';
import { keywordOf } from '@kit/form/filter-rules';
import type { FeeConsentStatus } from '@kit/gql/graphql';

export const STATUSES: readonly FeeConsentStatus[] = ['RENEWAL_DUE', 'OVERDUE', 'CURRENT', 'LAPSED', 'ENDED'];

export interface Draft {
  statuses: FeeConsentStatus[];
  keyword: string;
}

export const EMPTY_DRAFT: Draft = { statuses: [], keyword: '' };

export interface ArrangementFilter {
  statuses?: FeeConsentStatus[];
  keyword?: string;
}

/** Nothing a field can get wrong: the keyword field stops at 100 characters. */
export const RULES: FormRules<Draft> = {};

/** The filter of the form's values, blanks left out. */
export function toFilter(draft: Draft): ArrangementFilter {
  return {
    statuses: draft.statuses.length ? [...draft.statuses] : undefined,
    keyword: keywordOf(draft.keyword),
  };
}
