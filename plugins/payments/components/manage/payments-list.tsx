// One view's payments: loading, the error with retry, the empty message, the cards and "Show more". The alert's
// payment (when it belongs to this view) is shown even before its page is, highlighted, scrolled to and focused.
import { useEffect, useRef } from 'react';
import { Button } from '@kit/button';
import { t, type CopyKey } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import { hasRows, isBusy, isEmpty, type TableState } from '@kit/table/table-state';
import type { PaymentView } from '../../api/payment-fields';
import type { ManageView } from '../../lib/manage-payments';
import { layout } from '@kit/layout';
import shared from '../shared/payments-ui.module.css';
import styles from './manage.module.css';
import { PaymentCard } from './payment-card';

interface PaymentsListProps {
  view: ManageView;
  state: TableState;
  rows: readonly PaymentView[];
  total: number;
  hasMore: boolean;
  highlightId: string | null;
  onRetry(): void;
  onLoadMore(): void;
  onChanged(): void;
  onDialogChange?(open: boolean): void;
}

export function PaymentsList({ view, state, rows, total, hasMore, highlightId, onRetry, onLoadMore, onChanged, onDialogChange }: PaymentsListProps) {
  const highlighted = useRef<HTMLElement | null>(null);
  const shownFor = useRef<string | null>(null);
  const highlightShown = highlightId !== null && rows.some((row) => row.paymentId === highlightId);

  // Once per alert link: bring its payment into view and move focus to it.
  useEffect(() => {
    if (!highlightShown || shownFor.current === highlightId || !highlighted.current) return;
    shownFor.current = highlightId;
    highlighted.current.scrollIntoView({ block: 'center' });
    highlighted.current.focus({ preventScroll: true });
  }, [highlightShown, highlightId]);

  if (state === 'loadError') return <ErrorState message={t('payments.generic')} onRetry={onRetry} />;
  if (rows.length === 0 && isBusy(state)) return <LoadingState label={t('payments.manage.loading')} />;
  if (rows.length === 0 && isEmpty(state)) {
    return (
      <p className={shared.empty} role="status">
        {t(`payments.manage.empty.${view}` as CopyKey)}
      </p>
    );
  }

  return (
    <div className={layout.section} aria-busy={isBusy(state) || state === 'loadingMore'}>
      <p className={styles.count} role="status">
        {t('payments.manage.count', { n: total })}
      </p>
      <ul className={`${layout.list} ${styles.list}`} aria-label={t('payments.manage.listLabel', { view: t(`payments.manage.view.${view}` as CopyKey) })}>
        {rows.map((payment) => (
          <li key={payment.paymentId}>
            <PaymentCard
              payment={payment}
              highlighted={payment.paymentId === highlightId}
              onChanged={onChanged}
              onDialogChange={onDialogChange}
              ref={payment.paymentId === highlightId ? highlighted : undefined}
            />
          </li>
        ))}
      </ul>
      {hasMore && hasRows(state) && (
        <div className={shared.more}>
          <Button variant="secondary" onClick={onLoadMore} disabled={state === 'loadingMore'}>
            {state === 'loadingMore' ? t('table.loadingMore') : t('table.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
