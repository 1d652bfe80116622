// /dashboard/notifications/term-deposit-maturities?fromDate=yyyy-MM-dd&toDate=yyyy-MM-dd (001 §2.1): term
// deposits maturing in the range, today to 30 days ahead (Sydney) when the URL names none. The range is
// part of the URL, so the page can be bookmarked and Back returns to the previous range.
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { TERM_DEPOSIT_MATURITIES } from '../api/notification-pages';
import { maturityRange, validRange } from './maturity-range';
import { accountColumn, amountColumn, dayColumn, NotificationTable, productColumn } from './notification-table';
import styles from './notification-pages.module.css';
import { fixedDecimal } from '@kit/money';

export default function TermDepositMaturitiesPage(_props: PageProps<'notifications.term-deposit-maturities'>) {
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const navigate = useNavigate();
  const range = maturityRange(search.fromDate, search.toDate);
  const [from, setFrom] = useState(range.fromDate);
  const [to, setTo] = useState(range.toDate);
  const [invalid, setInvalid] = useState(false);
  const { data, loading, error, refetch } = useQuery(TERM_DEPOSIT_MATURITIES, { variables: range, fetchPolicy: 'cache-and-network' });
  const rows = data?.termDepositMaturities ?? null;
  type Row = NonNullable<typeof rows>[number];

  const form = (
    <form
      className={styles.range}
      onSubmit={(event) => {
        event.preventDefault();
        if (!validRange(from, to)) {
          setInvalid(true);
          return;
        }
        setInvalid(false);
        void navigate({ to: '.', search: { fromDate: from, toDate: to } as never });
      }}
      noValidate
    >
      <label>
        {t('notifications.maturities.from')}
        <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} required aria-invalid={invalid || undefined} />
      </label>
      <label>
        {t('notifications.maturities.to')}
        <input type="date" value={to} onChange={(e) => setTo(e.target.value)} required aria-invalid={invalid || undefined} />
      </label>
      <button type="submit" className={styles.primary}>
        {t('notifications.maturities.show')}
      </button>
      {invalid && (
        <p className={styles.formError} role="alert">
          {t('notifications.maturities.badRange')}
        </p>
      )}
    </form>
  );

  return (
    <NotificationTable<Row>
      title={t('notifications.maturities.title')}
      before={form}
      columns={[
        accountColumn<Row>('term-deposit'),
        productColumn<Row>(),
        dayColumn<Row>('maturityDate', t('notifications.column.maturityDate')),
        amountColumn<Row>('balance', t('notifications.column.balance')),
        { key: 'interestRate', header: t('notifications.column.rate'), sortable: true, align: 'end', render: (row) => (row.interestRate == null ? '' : `${fixedDecimal(row.interestRate, 2)}%`) },
      ]}
      rows={rows}
      loading={loading}
      failed={Boolean(error && !rows)}
      onRetry={() => void refetch().catch(() => undefined)}
      noData={t('notifications.maturities.noData')}
      initialSort={{ column: 'maturityDate', direction: 'asc' }}
    />
  );
}
