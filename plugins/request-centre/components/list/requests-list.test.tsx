// The requests list as an adviser drives it, with the gateway's answers mocked at the Apollo link: the
// 002 §4 table states, the status labels and pills as given, the count, and each filter's variables.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@kit/copy';
import type { CaseFilter, GetCasesQueryVariables } from '@kit/gql/graphql';
import { RouteHrefContext } from '@kit/route-link';
import { GET_CASE_FILTER_OPTIONS } from '../../api/get-case-filter-options';
import { GET_CASES } from '../../api/get-cases';
import { RequestsList } from './requests-list';

const status = (label: string, pill: string, secondaryLabel: string | null = null) => ({
  __typename: 'CaseStatus',
  code: 'X',
  display: 'RECEIVED',
  label,
  pill,
  secondaryLabel,
});

const row = (n: number, extra: Partial<Record<string, unknown>> = {}) => ({
  __typename: 'Case',
  intentId: `intent-${n}`,
  caseId: `C-${n}`,
  requestName: `Request ${n}`,
  description: null,
  requestorName: 'Wrap Adviser',
  status: status('Received', 'INFO'),
  accounts: [{ __typename: 'CaseAccount', accountNumber: `12345${n}`, accountName: `Account ${n}`, productDescription: 'Wrap Investment' }],
  createdDateTime: '2025-03-02T22:05:00Z',
  updatedDateTime: '2025-03-02T22:05:00Z',
  ...extra,
});

type Answer = { rows: ReturnType<typeof row>[]; total?: number; hasNextPage?: boolean } | 'error';

function setup(answer: (vars: GetCasesQueryVariables) => Answer) {
  const calls: GetCasesQueryVariables[] = [];
  const links: Array<{ id: string; params: unknown }> = [];
  const cases = {
    request: { query: GET_CASES, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (vars: GetCasesQueryVariables) => {
      calls.push(vars);
      const a = answer(vars);
      if (a === 'error') return { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] } as never;
      return {
        data: {
          cases: { __typename: 'CasePage', nodes: a.rows, pageNumber: vars.page ?? 0, pageSize: 25, totalCount: a.total ?? a.rows.length, hasNextPage: a.hasNextPage ?? false },
        },
      };
    },
  };
  const options = {
    request: { query: GET_CASE_FILTER_OPTIONS },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        caseInitiators: [
          { __typename: 'CaseInitiator', label: 'Wrap Adviser', value: 'mac-1', currentUser: true },
          { __typename: 'CaseInitiator', label: 'Support Person', value: 'mac-2', currentUser: false },
        ],
        caseRequestNames: ['Account closure', 'Rollover'],
      },
    },
  };
  render(
    <MockedProvider mocks={[cases, options]}>
      {/* Unbound links render as text here (no router); the ids and params asked for are recorded. */}
      <RouteHrefContext.Provider value={(id, params) => (links.push({ id, params }), null)}>
        <RequestsList />
      </RouteHrefContext.Provider>
    </MockedProvider>,
  );
  const lastFilter = (): CaseFilter => (calls.at(-1)?.filter ?? {}) as CaseFilter;
  return { calls, links, lastFilter, user: userEvent.setup() };
}

const tableState = () => document.querySelector('[data-table-state]')?.getAttribute('data-table-state');

describe('RequestsList', () => {
  it('loads page 0 of 25, last 30 days, updated date descending, and shows labels, pills and the count', async () => {
    const { calls, links } = setup(() => ({ rows: [row(1), row(2, { status: status('Cancelled', 'NEGATIVE', 'Cancelled: Denied by Jo Client') })], total: 2 }));
    expect(tableState()).toBe('initialLoading');
    expect(await screen.findByText('Request 1')).toBeTruthy();
    expect(calls[0]).toEqual({ filter: { period: 'LAST_30_DAYS' }, sort: { field: 'UPDATED_DATE', order: 'DESC' }, page: 0, size: 25 });
    expect(tableState()).toBe('loaded');
    expect(screen.getByText('2 result(s)')).toBeTruthy();
    const cancelled = screen.getByText('Cancelled', { selector: '[data-pill]' });
    expect(cancelled.getAttribute('data-pill')).toBe('NEGATIVE');
    expect(screen.getByText('Cancelled: Denied by Jo Client')).toBeTruthy();
    // Sydney time, 002 §9: 22:05 UTC on 2 March is 9:05am on 3 March.
    expect([...document.querySelectorAll('time')].map((el) => el.textContent)).toContain('03 Mar 2025, 9:05am Sydney time');
    expect(links).toContainEqual({ id: 'request-centre.case', params: { intentId: 'intent-1' } });
  });

  it('says there is no data, and after a filter hides everything, noFilteredData', async () => {
    const { user } = setup((vars) => (vars.filter?.statuses?.length ? { rows: [] } : { rows: [] }));
    await waitFor(() => expect(tableState()).toBe('noInitialData'));
    expect(screen.getByText(t('requests.list.noData'))).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Completed' }));
    await waitFor(() => expect(tableState()).toBe('noFilteredData'));
    expect(screen.getByText(t('requests.list.noFilteredData'))).toBeTruthy();
  });

  it("shows the catalogue's unavailable message when the list fails, and retries", async () => {
    let fail = true;
    const { user } = setup(() => (fail ? 'error' : { rows: [row(1)] }));
    expect(await screen.findByText('Sorry, Request Centre is currently unavailable. Please try again later.')).toBeTruthy();
    expect(tableState()).toBe('loadError');
    fail = false;
    await user.click(screen.getByRole('button', { name: t('kit.retry') }));
    expect(await screen.findByText('Request 1')).toBeTruthy();
  });

  it('searches by keyword only from 2 characters, once typing pauses', async () => {
    const { calls, lastFilter, user } = setup(() => ({ rows: [row(1)] }));
    await screen.findByText('Request 1');
    const box = screen.getByRole('searchbox', { name: t('requests.filter.keyword') });
    await user.type(box, 'r');
    await new Promise((r) => setTimeout(r, 500));
    expect(calls).toHaveLength(1);
    // Both keys in one go (no pause between them for the debounce to end in, however busy the machine).
    await userEvent.setup({ delay: null }).type(box, 'ol');
    await waitFor(() => expect(lastFilter().keyword).toBe('rol'));
    // One search for the paused word, not one per key.
    expect(calls).toHaveLength(2);
  });

  it("filters by period, status, request name and created by ('Me (name)' first)", async () => {
    const { lastFilter, user } = setup(() => ({ rows: [row(1)] }));
    await screen.findByText('Request 1');
    await user.selectOptions(screen.getByRole('combobox', { name: t('requests.filter.period') }), 'FINANCIAL_YEAR');
    await waitFor(() => expect(lastFilter().period).toBe('FINANCIAL_YEAR'));
    await user.click(screen.getByRole('checkbox', { name: 'For action: Client' }));
    await waitFor(() => expect(lastFilter().statuses).toEqual(['FOR_ACTION_CLIENT']));
    await user.selectOptions(screen.getByRole('combobox', { name: t('requests.filter.requestName') }), 'Rollover');
    await waitFor(() => expect(lastFilter().requestNames).toEqual(['Rollover']));
    const createdBy = screen.getByRole('combobox', { name: t('requests.filter.createdBy') });
    await waitFor(() => expect(within(createdBy).getAllByRole('option').map((o) => o.textContent)).toEqual(['Me (Wrap Adviser)', 'Anyone', 'Support Person']));
    await user.selectOptions(createdBy, 'ME');
    await waitFor(() => expect(lastFilter().initiators).toEqual(['mac-1']));
    await user.click(screen.getByRole('button', { name: t('requests.filter.clear') }));
    await waitFor(() => expect(lastFilter()).toEqual({ period: 'LAST_30_DAYS' }));
  });

  it('sorts by a header (toggling on the same column) and loads the next page with Show more', async () => {
    const { calls, user } = setup((vars) => ({ rows: vars.page === 1 ? [row(26)] : [row(1)], total: 26, hasNextPage: vars.page === 0 }));
    await screen.findByText('Request 1');
    await user.click(screen.getByRole('button', { name: t('table.loadMore') }));
    expect(await screen.findByText('Request 26')).toBeTruthy();
    expect(calls.at(-1)?.page).toBe(1);
    await user.click(screen.getByRole('button', { name: t('table.sortBy', { column: t('requests.column.updated') }) }));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'UPDATED_DATE', order: 'ASC' }));
    expect(calls.at(-1)?.page).toBe(0);
    await user.click(screen.getByRole('button', { name: t('table.sortBy', { column: t('requests.column.request') }) }));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'REQUEST_NAME', order: 'ASC' }));
  });
});

vi.setConfig({ testTimeout: 15_000 });
