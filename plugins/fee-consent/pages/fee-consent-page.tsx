// dashboard/fee-consent (001 §2.1 Advice fee consent, rule adviceFeeConsent; issue 32 §2): every ongoing fee
// arrangement on the adviser's wrap accounts with its consent status and days left, filters, CSV export, and a
// renewal sent for the client to consent to. Live: a client's answer arrives as an alert on the notification
// centre's subscription and reloads the list; so does coming back to the browser tab.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { t } from '@kit/copy';
import { useExport } from '@kit/export/use-export';
import { formatDay } from '@kit/format-values';
import { layout, Pill } from '@kit/layout';
import { sydneyToday } from '@kit/sydney-time';
import type { PageProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { pagedTableProps, TablePageHeader, useFilterAndSort } from '@kit/table/table-page';
import { FEE_CONSENT_ALERT_EVENTS } from '../api/arrangements';
import { FiltersForm } from '../components/filters-form';
import { SendRenewal } from '../components/send-renewal';
import styles from '../components/fee-consent.module.css';
import { daysLeftText, feeText, renewalText, STATUS_TONES, type Arrangement } from '../lib/arrangement-text';
import { arrangementsExportSource } from '../lib/export-source';
import type { ArrangementFilter } from '../lib/filters';
import { useArrangements, type SortColumn } from '../lib/use-arrangements';


function columns(onDone: () => void): Column<Arrangement>[] {
  return [
    {
      key: 'CLIENT',
      header: t('feeConsent.col.client'),
      sortable: true,
      firstDirection: 'asc',
      rowHeader: true,
      render: (a) => a.clientName,
    },
    {
      key: 'ACCOUNT',
      header: t('feeConsent.col.account'),
      sortable: true,
      firstDirection: 'asc',
      render: (a) => (
        <span className={styles.stack}>
          <span>{a.accountNumber}</span>
          <span className={styles.muted}>{a.productDescription}</span>
        </span>
      ),
    },
    { key: 'FEE', header: t('feeConsent.col.fee'), align: 'end', render: (a) => <span className={styles.nowrap}>{feeText(a)}</span> },
    {
      key: 'ANNIVERSARY',
      header: t('feeConsent.col.anniversary'),
      sortable: true,
      firstDirection: 'asc',
      render: (a) => <span className={styles.nowrap}>{formatDay(a.anniversaryDate)}</span>,
    },
    {
      key: 'STATUS',
      header: t('feeConsent.col.status'),
      render: (a) => (
        <span className={styles.stack}>
          <Pill tone={STATUS_TONES[a.status]}>{t(`feeConsent.status.${a.status}`)}</Pill>
          {a.renewal && <span className={styles.muted}>{renewalText(a)}</span>}
        </span>
      ),
    },
    {
      key: 'DAYS_LEFT',
      header: t('feeConsent.col.daysLeft'),
      sortable: true,
      firstDirection: 'asc',
      render: (a) => <span className={styles.nowrap}>{daysLeftText(a)}</span>,
    },
    {
      key: 'ACTION',
      header: t('feeConsent.col.action'),
      hideHeader: true,
      render: (a) => (a.canSendRenewal ? <SendRenewal arrangement={a} onDone={onDone} /> : null),
    },
  ];
}

export default function FeeConsentPage(_props: PageProps<'fee-consent'>) {
  const client = useApolloClient();
  const table = useFilterAndSort<ArrangementFilter, SortColumn>({ column: 'DAYS_LEFT', direction: 'asc' });
  const variables = useMemo(() => ({ filter: table.filter, sort: table.sort.column, order: table.order }), [table.filter, table.sort.column, table.order]);
  const results = useArrangements(variables, table.filtered);
  const reload = results.load;
  const source = useCallback(() => arrangementsExportSource(client, variables), [client, variables]);
  const filename = useCallback(() => `advice-fee-consent-${sydneyToday()}.csv`, []);
  const exporter = useExport(source, filename);
  const cols = useMemo(() => columns(reload), [reload]);
  const summary = results.extra;

  useSubscription(FEE_CONSENT_ALERT_EVENTS, {
    // Rows that changed before the live connection was up (it opens once the signed-in page has painted) or
    // while it was down show too.
    context: { onLiveConnected: () => reload({ fresh: true }) },
    onData: ({ data }) => {
      if (data.data?.alertEvents.alert?.links.some((l) => l.key === 'feeArrangement')) reload({ fresh: true });
    },
  });
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload({ fresh: true });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);

  const days = (rule: string) => String(summary?.rules.find((r) => r.rule === rule)?.days ?? '');

  return (
    <div className={layout.page}>
      <TablePageHeader
        level={1}
        title={t('feeConsent.title')}
        results={results}
        countText={(count) => t('feeConsent.count', { count })}
        intro={t('feeConsent.intro')}
        exporter={exporter}
        formats={['csv']}
      >
        {summary && (
          <p className={styles.rules}>
            {t('feeConsent.rules', { notice: days('renewal_notice'), response: days('response'), lapse: days('lapse'), today: formatDay(summary.todayDate) })}
          </p>
        )}
      </TablePageHeader>
      <FiltersForm counts={summary?.counts ?? null} onApply={table.setFilter} />
      <DataTable
        caption={t('feeConsent.caption')}
        columns={cols}
        rowId={(a) => a.accountId}
        messages={{ noData: t('feeConsent.noData'), noFilteredData: t('feeConsent.noFilteredData'), loadError: t('feeConsent.loadError') }}
        sort={table.sort}
        onSort={table.onSort}
        {...pagedTableProps(results)}
      />
    </div>
  );
}
