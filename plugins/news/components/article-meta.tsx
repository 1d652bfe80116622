// An article's published day and product labels, as text.
import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import { productLabelKey } from '../lib/lists';
import styles from '../news.module.css';

export function ProductLabels({ products }: { products: readonly string[] }) {
  const labels = products.map(productLabelKey).filter((k) => k !== undefined);
  if (!labels.length) return null;
  return (
    <ul className={styles.tags}>
      {labels.map((key) => (
        <li key={key} className={styles.tag}>
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

export function PublishedDate({ date }: { date: string }) {
  return (
    <time className={styles.date} dateTime={date}>
      {t('news.article.published', { date: formatDay(date) })}
    </time>
  );
}
