// The whole filtered, sorted set of arrangements for the kit's CSV export: 200 rows a call. Amounts and rates go
// out as the bank's decimal text, days as yyyy-MM-dd, so a spreadsheet reads them exactly.
import type { ApolloClient } from '@apollo/client';
import { t } from '@kit/copy';
import type { ExportSource } from '@kit/export/run-export';
import { FEE_ARRANGEMENTS } from '../api/arrangements';
import { renewalText, type Arrangement } from './arrangement-text';
import type { Variables } from './use-arrangements';

const EXPORT_PAGE = 200;

export function arrangementsExportSource(client: ApolloClient, variables: Variables): ExportSource<Arrangement> {
  return {
    headers: [
      t('feeConsent.col.client'),
      t('feeConsent.col.accountNumber'),
      t('feeConsent.col.accountName'),
      t('feeConsent.col.feeAmount'),
      t('feeConsent.col.feeRate'),
      t('feeConsent.col.anniversary'),
      t('feeConsent.col.status'),
      t('feeConsent.col.daysLeft'),
      t('feeConsent.col.feeStops'),
      t('feeConsent.col.renewal'),
    ],
    toCells: (a) => [
      a.clientName,
      a.accountNumber,
      a.accountName,
      a.feeAmount ?? '',
      a.feeRate ?? '',
      a.anniversaryDate,
      t(`feeConsent.status.${a.status}`),
      a.daysLeft ?? '',
      a.feeStopsDate ?? '',
      renewalText(a),
    ],
    // Only CSV is offered (the page passes formats): an arrangement is not a bank transaction.
    toQif: (a) => ({ date: a.anniversaryDate, amount: a.feeAmount ?? '0.00', payee: a.clientName, memo: a.accountNumber }),
    async fetchPage(after) {
      // no-cache: an export of thousands of rows must not fill the page's Apollo cache.
      const res = await client.query({ query: FEE_ARRANGEMENTS, variables: { ...variables, first: EXPORT_PAGE, after }, fetchPolicy: 'no-cache' });
      const page = res.data?.feeArrangements;
      if (!page) throw new Error('export page failed');
      return { rows: page.arrangements as Arrangement[], next: page.endCursor ?? null, total: page.totalCount };
    },
  };
}
