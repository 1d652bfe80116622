// The book by asset class: the kit's donut, with its table behind "Show as table".
import { DonutChart } from '@kit/chart';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import type { BookFieldsFragment } from '@kit/gql/graphql';
import { decimalForDrawing } from '@kit/money';
import { share } from '../lib/book-values';
import styles from './book.module.css';

export function AllocationChart({ book }: { book: BookFieldsFragment }) {
  const data = book.allocation.map((a) => ({
    key: a.assetClass,
    label: t(`book.assetClass.${a.assetClass}`),
    value: decimalForDrawing(a.value),
    figures: [formatAmount(a.value), share(a.value, book.total.balance)],
  }));
  return (
    <div>
      <h3 className={styles.label}>{t('book.allocation')}</h3>
      <DonutChart
        title={t('book.allocation')}
        data={data}
        columns={[t('book.allocation.assetClass'), t('book.allocation.value'), t('book.allocation.share')]}
        legendFigure={1}
        size={180}
        testId="book-allocation"
      />
    </div>
  );
}
