// A case's status as the gateway gives it (002 §2): the pill in its style, and the secondary label under it.
import type { CaseStatusFieldsFragment } from '@kit/gql/graphql';
import { Pill } from '@kit/layout';
import styles from './request-centre.module.css';

export function StatusPill({ status, withSecondary = true }: { status: CaseStatusFieldsFragment; withSecondary?: boolean }) {
  return (
    <span className={styles.status}>
      <Pill tone={status.pill} data-pill={status.pill}>
        {status.label}
      </Pill>
      {withSecondary && status.secondaryLabel && <span className={styles.secondary}>{status.secondaryLabel}</span>}
    </span>
  );
}
