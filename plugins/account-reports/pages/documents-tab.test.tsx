// The documents tab with the gateway mocked at the Apollo link: rows, the type filter, the empty state and the
// load error with retry.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { GET_ACCOUNT_DOCUMENTS } from '../api/documents';
import DocumentsTab from './documents-tab';

const account = { accountId: 'A0001', accountNumber: '963001234', accountName: 'SMITH', accountStatus: 'Active', productCode: 'CMHW' };
const doc = (id: string, type: 'STATEMENT' | 'TAX_REPORT', title: string) => ({
  __typename: 'AccountDocument',
  id,
  type,
  title,
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  issuedDate: '2026-11-05',
  fileName: `963001234-${id}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 4200,
});
const all = { accountId: 'A0001', filter: { type: null, from: null, to: null } };
const result = (docs: ReturnType<typeof doc>[]) => ({ data: { accountDocuments: docs } });

function renderTab(mocks: object[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <DocumentsTab account={account} />
    </MockedProvider>,
  );
}

describe('DocumentsTab', () => {
  it('lists documents with period, issue date, size and a named download, and filters by type', async () => {
    renderTab([
      { request: { query: GET_ACCOUNT_DOCUMENTS, variables: all }, result: result([doc('s1', 'STATEMENT', 'Cash account statement'), doc('t1', 'TAX_REPORT', 'Annual interest summary 2025-26')]) },
      { request: { query: GET_ACCOUNT_DOCUMENTS, variables: { ...all, filter: { ...all.filter, type: 'TAX_REPORT' } } }, result: result([doc('t1', 'TAX_REPORT', 'Annual interest summary 2025-26')]) },
    ]);
    expect(await screen.findByRole('cell', { name: 'Cash account statement' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: '01 Oct 2026 to 31 Oct 2026' })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { name: '4 KB' })).toHaveLength(2);
    // Each download names its document and period: monthly statements share a title.
    expect(screen.getByRole('button', { name: 'Download Cash account statement, 01 Oct 2026 to 31 Oct 2026' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(t('accountReports.documents.filter.type')), 'TAX_REPORT');
    await screen.findByText(t('accountReports.documents.caption', { account: '963001234' }));
    await expect.poll(() => screen.queryByRole('cell', { name: 'Cash account statement' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Annual interest summary 2025-26' })).toBeTruthy();
  });

  it('says so when the account has no documents', async () => {
    renderTab([{ request: { query: GET_ACCOUNT_DOCUMENTS, variables: all }, result: result([]) }]);
    expect(await screen.findByText(t('accountReports.documents.noData'))).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    renderTab([
      { request: { query: GET_ACCOUNT_DOCUMENTS, variables: all }, error: new Error('down') },
      { request: { query: GET_ACCOUNT_DOCUMENTS, variables: all }, result: result([doc('s1', 'STATEMENT', 'Cash account statement')]) },
    ]);
    expect(await screen.findByText(t('accountReports.documents.loadError'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('kit.retry') }));
    expect(await screen.findByRole('cell', { name: 'Cash account statement' })).toBeTruthy();
  });
});
