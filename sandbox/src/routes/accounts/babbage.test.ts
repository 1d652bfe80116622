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

const get = (url: string) => call(sandbox.app, token, url);

describe('babbage accounts', () => {
  it('pages cash and TD accounts once each, with totalCount', async () => {
    const seen: string[] = [];
    let token_: string | null = null;
    let total = 0;
    do {
      const res = await get(`/api/wealth/babbage/accounts?limit=5&accountStatus=Active,Closed${token_ ? `&pagingToken=${token_}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.accounts.map((a: { accountNumber: string }) => a.accountNumber));
      total = res.body.totalCount;
      token_ = res.body.pagingToken;
      expect(res.body.endCursor).toBe(token_);
    } while (token_);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(total);
    const { rows } = await sandbox.db.query<{ n: number }>(
      `select count(*) as n from accounts a where a.account_type in ('CASH', 'TD') and a.account_status in ('Active', 'Closed')
         and exists (select 1 from account_advisers aa join user_entities ue on ue.entity_key = aa.entity_key and ue.mac = 'M0000001'
                      where aa.account_id = a.account_id)`,
    );
    expect(total).toBe(rows[0].n);
  });

  it('shows linked accounts and filters by balance', async () => {
    const res = await get('/api/wealth/babbage/accounts?productCodes=CMHW&showLinks=true&limit=3&gtAmt=0.01');
    const first = res.body.accounts[0];
    expect(first).toMatchObject({ productCode: 'CMHW', ledgerBalance: expect.any(Number) });
    expect(first.ledgerBalance).toBeGreaterThanOrEqual(0.01);
    expect(first.linkedAccounts[0]).toMatchObject({ accountType: 'WRAP' });
    expect((await get('/api/wealth/babbage/accounts?accountType=WRAP')).status).toBe(400);
  });

  it('answers an active term deposit with its current term, and cash accounts without one', async () => {
    const { body } = await get('/api/wealth/babbage/accounts?accountType=TD&accountStatus=Active&limit=5');
    expect(body.accounts.length).toBeGreaterThan(0);
    for (const td of body.accounts) {
      expect(td.termDeposit).toMatchObject({ principal: td.ledgerBalance, maturityDate: td.maturityDate, interestRate: td.interestRate });
      expect([3, 6, 12, 24, 36]).toContain(td.termDeposit.termMonths);
      expect(td.termDeposit.startDate < td.maturityDate).toBe(true);
    }
    const cash = await get('/api/wealth/babbage/accounts?accountType=CASH&limit=5');
    expect(cash.body.accounts.every((a: object) => !('termDeposit' in a))).toBe(true);
  });

  it('lists cash and TD products', async () => {
    const { body } = await get('/api/wealth/babbage/products');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p: { productCode: string }) => !/^(I|S|P)[A-Z]$/.test(p.productCode) || p.productCode === 'CMH')).toBe(true);
  });
});

describe('ada client search', () => {
  it('pages keyword results without duplicates', async () => {
    const ids: string[] = [];
    let paging: string | null = null;
    let hits = 0;
    do {
      const res = await get(`/api/wealth/ada/search/clients?query=a&limit=4${paging ? `&pagingToken=${paging}` : ''}`);
      expect(res.body.error).toEqual([]);
      ids.push(...res.body.data.map((c: { contact_id: string }) => c.contact_id));
      hits = res.body.meta.total_hits;
      expect(res.body.meta.result_size).toBe(res.body.data.length);
      paging = res.body.meta.paging_token;
    } while (paging);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(hits);
  });

  it('needs a query or client ids', async () => {
    expect((await get('/api/wealth/ada/search/clients')).status).toBe(400);
  });
});

describe('access, balance and identifiers', () => {
  it('answers access levels, balances and composer codes of visible accounts', async () => {
    const { rows } = await sandbox.db.query<{ account_id: string; composer_code: string | null; wrap_account_number: string | null }>(
      `select a.account_id, a.composer_code, a.wrap_account_number from accounts a
        where a.composer_code is not null and exists (select 1 from account_advisers aa join user_entities ue
          on ue.entity_key = aa.entity_key and ue.mac = 'M0000001' where aa.account_id = a.account_id) limit 1`,
    );
    const account = rows[0];
    const access = await get(`/api/wealth/channel/user/v1/account/access?accountCode=${account.account_id},NOPE`);
    expect(access.body).toEqual({ accessibleAccounts: [{ id: account.account_id, access: 'FULL' }] });
    const balance = await get(`/api/wealth/channel/portfolio/v1/${account.account_id}/balance`);
    expect(balance.body).toEqual({ netPortfolioValue: expect.any(Number), asAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const ids = await get(`/api/wealth/channel/account/v1/externalsystem/identifiers?composerCode=${account.composer_code}`);
    expect(ids.body).toEqual({ identifiers: [{ composerCode: account.composer_code, 'wrap-account-number': account.wrap_account_number }] });
  });
});
