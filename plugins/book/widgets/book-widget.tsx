// The book card (issue 31 §2): funds under administration with the month's change and each product, the allocation,
// what needs attention and the low-cash threshold, from one query.
import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import { layout, WidgetFrame } from '@kit/layout';
import { LazyView } from '@kit/lazy-view';
import { useLoadGate } from '@kit/plugin-load';
import { GET_BOOK } from '../api/book';
import { AllocationChart } from '../components/allocation-chart';
import { BookFigures } from '../components/book-figures';
import { NeedsAttention } from '../components/needs-attention';
import styles from './book-widget.module.css';

// The threshold form (and react-hook-form under it) comes down once the page is idle, off the dashboard's first
// paint (bench/README.md, sign-in to the dashboard).
const loadThresholdForm = () => import('../components/threshold-form');

export default function BookWidget() {
  const { data, loading, error, refetch } = useQuery(GET_BOOK);
  const idle = useLoadGate('idle');
  return (
    <WidgetFrame
      id="book-title"
      title={t('book.title')}
      data={data?.book}
      loading={loading}
      error={error}
      loadingLabel={t('book.loading')}
      errorMessage={t('book.error')}
      refetch={refetch}
    >
      {(book) => (
        <div className={styles.body} data-testid="book">
          <p className={styles.asAt}>{t('book.asAt', { date: formatDay(book.asAt) })}</p>
          {book.total.accounts === 0 ? (
            <p className={layout.empty}>{t('book.empty')}</p>
          ) : (
            <div className={styles.top}>
              <BookFigures book={book} />
              <AllocationChart book={book} />
            </div>
          )}
          <NeedsAttention book={book} />
          {idle && (
            <Suspense fallback={null}>
              <LazyView load={loadThresholdForm} props={{ threshold: book.lowCashThreshold }} />
            </Suspense>
          )}
        </div>
      )}
    </WidgetFrame>
  );
}
