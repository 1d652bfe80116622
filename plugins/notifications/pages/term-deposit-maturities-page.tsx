// /dashboard/notifications/term-deposit-maturities?fromDate=yyyy-MM-dd&toDate=yyyy-MM-dd (001 §2.1): term
// deposits maturing in the range, today to 30 days ahead (Sydney) when the URL names none. The range is
// part of the URL, so the page can be bookmarked and Back returns to the previous range. The range form is the kit's
// filter form state (rules as data) with the page's own Show button.
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { FormProvider, useWatch } from 'react-hook-form';
import { t } from '@kit/copy';
import { dayText, parseDayText } from '@kit/date/day-text';
import type { FormRules } from '@kit/form/field-rules';
import { DateField, useFilterForm } from '@kit/form/filter-fields';
import { dayOf, dayRule } from '@kit/form/filter-rules';
import type { PageProps } from '@kit/plugin';
import { TERM_DEPOSIT_MATURITIES } from '../api/notification-pages';
import { maturityRange, validRange } from './maturity-range';
import { accountColumn, amountColumn, dayColumn, NotificationTable, productColumn } from './notification-table';
import styles from './notification-pages.module.css';
import { fixedDecimal } from '@kit/money';

interface RangeValues {
  /** dd/MM/yyyy as typed or picked. */
  fromDate: string;
  toDate: string;
}

const RULES: FormRules<RangeValues> = {
  fromDate: [{ required: true, message: 'kit.date.invalid' }, dayRule('kit.date.invalid')],
  toDate: [
    { required: true, message: 'kit.date.invalid' },
    dayRule('kit.date.invalid'),
    {
      check: (typed: string, values: RangeValues) => {
        const from = dayOf(values.fromDate);
        const to = dayOf(typed);
        return from && to && !validRange(from, to) ? 'notifications.maturities.badRange' : null;
      },
    },
  ],
};

const toRange = (values: RangeValues) => ({ fromDate: parseDayText(values.fromDate) ?? '', toDate: parseDayText(values.toDate) ?? '' });

export default function TermDepositMaturitiesPage(_props: PageProps<'notifications.term-deposit-maturities'>) {
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const navigate = useNavigate();
  const range = maturityRange(search.fromDate, search.toDate);
  // The fields hold dd/MM/yyyy; the URL and the query take yyyy-MM-dd.
  const state = useFilterForm({
    empty: { fromDate: dayText(range.fromDate), toDate: dayText(range.toDate) },
    rules: RULES,
    toFilter: toRange,
    onApply: (next) => void navigate({ to: '.', search: next as never }),
  });
  const from = useWatch({ control: state.form.control, name: 'fromDate' });
  const { data, loading, error, refetch } = useQuery(TERM_DEPOSIT_MATURITIES, { variables: range, fetchPolicy: 'cache-and-network' });
  const rows = data?.termDepositMaturities ?? null;
  type Row = NonNullable<typeof rows>[number];
  const field = { errorClassName: styles.fieldError };

  const form = (
    <FormProvider {...state.form}>
      <form className={styles.range} onSubmit={(event) => void state.apply(event)} noValidate>
        <DateField name="fromDate" label={t('notifications.maturities.from')} required field={field} />
        <DateField name="toDate" label={t('notifications.maturities.to')} required min={parseDayText(from) ?? undefined} field={field} />
        <button type="submit" className={styles.primary}>
          {t('notifications.maturities.show')}
        </button>
      </form>
    </FormProvider>
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
