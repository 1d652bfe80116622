// Popular wrap group entries (000 §2): Fee and Reporting groups; Statement groups only for the ppt
// badge (the Perpetual family signs in with the ppt login badge).
import type { CopyKey } from '@kit/copy';

export type GroupTypeParam = 'FEE' | 'REPORTING' | 'STATEMENTS';

export function popularGroups(loginBadge: string): { groupType: GroupTypeParam; label: CopyKey }[] {
  return [
    { groupType: 'FEE', label: 'search.popular.feeGroups' },
    { groupType: 'REPORTING', label: 'search.popular.reportingGroups' },
    ...(loginBadge === 'ppt' ? [{ groupType: 'STATEMENTS' as const, label: 'search.popular.statementGroups' as const }] : []),
  ];
}
