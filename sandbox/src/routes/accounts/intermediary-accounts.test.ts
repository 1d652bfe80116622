import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';

let sandbox: Sandbox;
let token: string;
beforeAll(async () => {
  sandbox = await testSandbox();
  token = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const SEARCH = '/api/intermediary-accounts/v2/intermediaries/M0000001/accounts';
type Row = { accountId: string; adviserCode: string; adviserType: string; accountName: string; accountBalance: number; accountStatus: string };

async function allPages(query: string) {
  const rows: Row[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const res = await call(sandbox.app, token, `${SEARCH}?${query}${cursor ? `&endCursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    rows.push(...res.body.data.accounts);
    totals.add(res.body.total_count);
    expect(res.body.totalCount).toBe(res.body.total_count);
    cursor = res.body.data.endCursor;
    expect(Boolean(cursor)).toBe(res.body.data.hasNextPage);
    if (!cursor) return { rows, totals: [...totals] };
  }
  throw new Error('paging never ended');
}

/** The same count straight from the tables: rows are (account, link to one of the user's entities). */
async function sqlCount(where: string, params: unknown[] = []) {
  const { rows } = await sandbox.db.query<{ n: number }>(
    `select count(*) as n from account_advisers aa join accounts a on a.account_id = aa.account_id
      where aa.entity_key in (select entity_key from user_entities where mac = 'M0000001') and ${where}`,
    params,
  );
  return rows[0].n;
}

describe('intermediary v2 account search', () => {
  it('pages a keyword search without duplicates to the end, matching total_count', async () => {
    const { rows, totals } = await allPages('keyword=a&limit=7');
    const expected = await sqlCount(`a.account_status = 'Active' and a.search_text ilike '%a%'`);
    expect(expected).toBeGreaterThan(14);
    expect(totals).toEqual([expected]);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((r) => `${r.accountId}/${r.adviserCode}`)).size).toBe(expected);
    expect(rows.every((r) => r.accountStatus === 'Active')).toBe(true);
  });

  it('requires every comma-joined token to match', async () => {
    const { rows } = await allPages('keyword=e,n&limit=100&accountStatus=Active,Closed');
    const expected = await sqlCount(`a.account_status in ('Active', 'Closed') and a.search_text ilike '%e%' and a.search_text ilike '%n%'`);
    expect(rows).toHaveLength(expected);
  });

  it('sorts by balance descending across pages', async () => {
    const { rows } = await allPages('sortColumn=balance&sortOrder=desc&limit=9&accountType=WRAP');
    const balances = rows.map((r) => r.accountBalance);
    expect(balances).toEqual([...balances].sort((x, y) => y - x));
    expect(rows.length).toBe(await sqlCount(`a.account_status = 'Active' and a.account_type = 'WRAP'`));
  });

  it('filters by balance range and open date', async () => {
    const { rows } = await allPages('fromAmount=1000.00&toAmount=50000.00&openDateFrom=2015-01-01T00:00:00Z&limit=100');
    expect(rows.length).toBe(
      await sqlCount(`a.account_status = 'Active' and a.ledger_balance between 1000 and 50000 and a.opened_date >= '2015-01-01'`),
    );
  });

  it('returns one row per visible adviser link, P and S', async () => {
    const { rows: shared } = await sandbox.db.query<{ account_id: string }>(
      `select aa.account_id from account_advisers aa join user_entities ue on ue.entity_key = aa.entity_key and ue.mac = 'M0000001'
        group by aa.account_id having count(*) > 1 limit 1`,
    );
    const id = shared[0].account_id;
    const res = await call(sandbox.app, token, `${SEARCH}?accountIds=${id}&accountStatus=Active,Closed,Pending,Deleted`);
    expect(res.body.total_count).toBe(2);
    expect(res.body.data.accounts.map((r: Row) => r.adviserType).sort()).toEqual(['P', 'S']);
  });

  it('rejects bad parameters with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'sortColumn=nope', 'sortOrder=up', 'accountStatus=Open', 'endCursor=xyz', 'openDateFrom=21/01/2024']) {
      const res = await call(sandbox.app, token, `${SEARCH}?${query}`);
      expect([query, res.status, res.body.error]).toEqual([query, 400, 'bad_request']);
    }
  });

  it('refuses a cursor from another sort order', async () => {
    const first = await call(sandbox.app, token, `${SEARCH}?limit=1`);
    const res = await call(sandbox.app, token, `${SEARCH}?limit=1&sortColumn=balance&endCursor=${first.body.data.endCursor}`);
    expect(res.status).toBe(400);
  });
});

describe('list and product codes', () => {
  it('lists visible accounts by id and the product codes of visible accounts', async () => {
    const list = await call(sandbox.app, token, '/api/intermediary-accounts/v1/intermediaries/M0000001/accounts/list?account_list=A000000001,A000000002,A999999999');
    expect(list.status).toBe(200);
    const products = await call(sandbox.app, token, '/api/intermediary-accounts/v1/intermediaries/M0000001/product-codes?accountStatus=Active');
    expect(products.body.products.length).toBeGreaterThan(3);
    expect(products.body.products[0]).toEqual({ productCode: expect.any(String), productDescription: expect.any(String) });
  });
});

describe('keyword search on account_search (migration 005)', () => {
  it('answers what the join of accounts and links answers, in order, with filters and another sort', async () => {
    const query = 'keyword=an&accountStatus=Active,Closed&accountType=WRAP,CASH&fromAmount=10&sortColumn=close_date,balance&sortOrder=desc&limit=9';
    const { rows, totals } = await allPages(query);
    const { rows: expected } = await sandbox.db.query<{ account_id: string; entity_key: string }>(
      `select a.account_id, aa.entity_key from account_advisers aa join accounts a on a.account_id = aa.account_id
        where aa.entity_key in (select entity_key from user_entities where mac = 'M0000001')
          and a.search_text ilike '%an%' and a.account_status in ('Active', 'Closed') and a.account_type in ('WRAP', 'CASH')
          and a.ledger_balance >= 10
        order by coalesce(a.closed_date, date '9999-12-31') desc, a.ledger_balance desc, a.account_id desc, aa.entity_key desc`,
    );
    expect(expected.length).toBeGreaterThan(9);
    expect(totals).toEqual([expected.length]);
    expect(rows.map((r) => `${r.accountId}/${r.adviserCode}`)).toEqual(expected.map((r) => `${r.account_id}/${r.entity_key}`));
  });

  it('follows writes to accounts and links (triggers)', async () => {
    const { rows: [link] } = await sandbox.db.query<{ account_id: string; entity_key: string }>(
      `select aa.account_id, aa.entity_key from account_advisers aa join accounts a on a.account_id = aa.account_id
        where aa.entity_key in (select entity_key from user_entities where mac = 'M0000001') and a.account_status = 'Active'
        order by aa.account_id limit 1`,
    );
    const found = async (keyword: string) =>
      (await call(sandbox.app, token, `${SEARCH}?keyword=${keyword}`)).body.data.accounts.map((r: Row) => `${r.accountId}/${r.adviserCode}`);
    await sandbox.db.query(`update accounts set search_text = search_text || ' zqxjkw' where account_id = $1`, [link.account_id]);
    expect(await found('zqxjkw')).toContain(`${link.account_id}/${link.entity_key}`);
    await sandbox.db.query(`update account_advisers set is_opening_xl_allowed = not is_opening_xl_allowed where account_id = $1`, [link.account_id]);
    expect(await found('zqxjkw,a')).toContain(`${link.account_id}/${link.entity_key}`);
    const { rows: [saved] } = await sandbox.db.query(`delete from account_advisers where account_id = $1 and entity_key = $2 returning *`, [link.account_id, link.entity_key]);
    expect(await found('zqxjk')).not.toContain(`${link.account_id}/${link.entity_key}`);
    await sandbox.db.query(
      `insert into account_advisers select * from json_populate_record(null::account_advisers, $1::json)`,
      [JSON.stringify(saved)],
    );
    expect(await found('qxjkw')).toContain(`${link.account_id}/${link.entity_key}`);
    await sandbox.db.query(`update accounts set search_text = replace(search_text, ' zqxjkw', '') where account_id = $1`, [link.account_id]);
    expect(await found('xjkw')).toEqual([]);
  });
});
