// Funds under administration: the total with the month's change, then each product with its own.
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { BookFieldsFragment, BookFigureFieldsFragment } from '@kit/gql/graphql';
import { changePercent, signedAmount } from '../lib/book-values';
import styles from './book.module.css';

function changeText(figure: BookFigureFieldsFragment, monthAgo: string) {
  const percent = changePercent(figure.change, figure.balanceMonthAgo);
  const change = signedAmount(figure.change);
  const date = formatDay(monthAgo);
  return percent ? t('book.changePercent', { change, percent, date }) : t('book.change', { change, date });
}

export function BookFigures({ book }: { book: BookFieldsFragment }) {
  return (
    <div className={styles.figures}>
      <div>
        <h3 className={styles.label} id="book-fua">
          {t('book.fua')}
        </h3>
        <p className={styles.total} aria-describedby="book-fua" data-testid="book-fua">
          {formatAmount(book.total.balance)}
        </p>
        <p className={styles.change}>{changeText(book.total, book.monthAgo)}</p>
        <p className={styles.muted}>{t('book.fuaAccounts', { count: book.total.accounts.toLocaleString('en-AU') })}</p>
      </div>
      <div>
        <h3 className={styles.label} id="book-by-product">
          {t('book.byProduct')}
        </h3>
        <ul className={styles.products} aria-labelledby="book-by-product">
          {book.products.map(({ product, figure }) => (
            <li key={product} className={styles.product} data-product={product}>
              <span className={styles.productName}>
                {t(`book.product.${product}`)}
                <span className={styles.muted}>{t('book.productAccounts', { count: figure.accounts.toLocaleString('en-AU') })}</span>
              </span>
              <span className={styles.productFigures}>
                <span className={styles.productBalance}>{formatAmount(figure.balance)}</span>
                <span className={styles.muted}>{changeText(figure, book.monthAgo)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
