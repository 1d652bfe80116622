// /dashboard/notifications/term-deposit-maturities?fromDate=yyyy-MM-dd&toDate=yyyy-MM-dd (001 §2.1): term
// deposits maturing in the range, today to 30 days ahead (Sydney) when the URL names none. The range is
// part of the URL, so the page can be bookmarked and Back returns to the previous range.
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '@kit/copy';
import { DateInput } from '@kit/date/date-input';
import { dayText, parseDayText } from '@kit/date/day-text';
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
  // The fields' text, dd/MM/yyyy; the URL and the query take yyyy-MM-dd.
  const [from, setFrom] = useState(() => dayText(range.fromDate));
  const [to, setTo] = useState(() => dayText(range.toDate));
  const [problem, setProblem] = useState<{ from?: boolean; to?: boolean; range?: boolean }>({});
  const { data, loading, error, refetch } = useQuery(TERM_DEPOSIT_MATURITIES, { variables: range, fetchPolicy: 'cache-and-network' });
  const rows = data?.termDepositMaturities ?? null;
  type Row = NonNullable<typeof rows>[number];

  const form = (
    <form
      className={styles.range}
      onSubmit={(event) => {
        event.preventDefault();
        const fromDate = parseDayText(from);
        const toDate = parseDayText(to);
        const found = { from: !fromDate, to: !toDate, range: !!fromDate && !!toDate && !validRange(fromDate, toDate) };
        setProblem(found);
        if (found.from || found.to || found.range) {
          event.currentTarget.querySelector<HTMLElement>(`[name="${found.from ? 'fromDate' : 'toDate'}"]`)?.focus();
          return;
        }
        void navigate({ to: '.', search: { fromDate, toDate } as never });
      }}
      noValidate
    >
      <DateInput
        label={t('notifications.maturities.from')}
        name="fromDate"
        value={from}
        onChange={setFrom}
        required
        error={problem.from ? t('kit.date.invalid') : undefined}
        errorClassName={styles.fieldError}
      />
      <DateInput
        label={t('notifications.maturities.to')}
        name="toDate"
        value={to}
        onChange={setTo}
        required
        min={parseDayText(from) ?? undefined}
        error={problem.to ? t('kit.date.invalid') : problem.range ? t('notifications.maturities.badRange') : undefined}
        errorClassName={styles.fieldError}
      />
      <button type="submit" className={styles.primary}>
        {t('notifications.maturities.show')}
      </button>
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
