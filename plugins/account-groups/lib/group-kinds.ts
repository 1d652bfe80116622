import type { CopyKey } from '@kit/copy';

export type GroupKind = 'ADMIN_FEE' | 'ADVISER_FEE' | 'FEE' | 'REPORTING' | 'STATEMENT';

/** 000 §3 labels: Admin fee, Adviser fee, Fee, Reporting, Statement. */
export const KIND_LABEL: Record<GroupKind, CopyKey> = {
  ADMIN_FEE: 'groups.kind.adminFee',
  ADVISER_FEE: 'groups.kind.adviserFee',
  FEE: 'groups.kind.fee',
  REPORTING: 'groups.kind.reporting',
  STATEMENT: 'groups.kind.statement',
};
