// The requests list's filter values (002 §2, §5, §9): the default period is the last 30 days, a keyword
// counts from 2 characters, the created-by choice is ALL, ME or one initiator, and the request name one of
// the indexation's processes. What counts as "a filter value present" drives the 002 §4 table states.
import type { CaseDisplayStatus, CaseFilter, CasePeriod } from '@kit/gql/graphql';

export const PERIODS: readonly CasePeriod[] = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'THIS_MONTH', 'FINANCIAL_YEAR', 'ALL'];

export const DISPLAY_STATUSES: readonly CaseDisplayStatus[] = [
  'RECEIVED',
  'IN_PROGRESS',
  'FOR_ACTION_ADVISER',
  'FOR_ACTION_CLIENT',
  'FOR_ACTION_EXTERNAL_PARTY',
  'AWAITING_PROCESSING_DATE',
  'COMPLETED',
  'CANCELLED',
  'RECLASSIFIED',
];

/** 002 §5: the search text is valid from 2 characters. */
export const MIN_KEYWORD = 2;

export const ALL = 'ALL';
export const ME = 'ME';

export interface ListFilters {
  keyword: string;
  period: CasePeriod;
  statuses: CaseDisplayStatus[];
  /** '' for every request name. */
  requestName: string;
  /** ALL, ME, or one initiator's value from caseInitiators. */
  createdBy: string;
}

export const DEFAULT_FILTERS: ListFilters = { keyword: '', period: 'LAST_30_DAYS', statuses: [], requestName: '', createdBy: ALL };

/** The keyword the list searches by: trimmed, and none below 2 characters. */
export function effectiveKeyword(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= MIN_KEYWORD ? trimmed : '';
}

export function hasFilterValues(f: ListFilters): boolean {
  return (
    effectiveKeyword(f.keyword) !== '' ||
    f.period !== DEFAULT_FILTERS.period ||
    f.statuses.length > 0 ||
    f.requestName !== '' ||
    f.createdBy !== ALL
  );
}

export interface Initiator {
  value: string;
  currentUser: boolean;
}

/** The initiators to send: none for ALL (everyone), the current user's value for ME, else the one chosen. */
export function initiatorsOf(createdBy: string, initiators: readonly Initiator[]): string[] | undefined {
  if (createdBy === ALL) return undefined;
  if (createdBy === ME) {
    const me = initiators.find((i) => i.currentUser);
    return me ? [me.value] : undefined;
  }
  return [createdBy];
}

export function toCaseFilter(f: ListFilters, initiators: readonly Initiator[]): CaseFilter {
  const keyword = effectiveKeyword(f.keyword);
  const chosen = initiatorsOf(f.createdBy, initiators);
  return {
    period: f.period,
    ...(keyword ? { keyword } : {}),
    ...(f.statuses.length ? { statuses: f.statuses } : {}),
    ...(f.requestName ? { requestNames: [f.requestName] } : {}),
    ...(chosen ? { initiators: chosen } : {}),
  };
}
