import { describe, expect, it } from 'vitest';
import { toUpstreamQuery } from './resolvers.js';

describe('cash transactions arguments', () => {
  it('maps filters, sort and the cursor to the upstream query', () => {
    expect(
      toUpstreamQuery({
        filter: { accountNumber: ' 963001234 ', from: '2026-10-01', to: '2026-10-31', minAmount: '10.00', maxAmount: '500.00', keyword: ' fee ', direction: 'DEBIT' },
        sort: 'AMOUNT',
        order: 'ASC',
        first: 50,
        after: '50',
      }),
    ).toEqual({
      accountNumber: '963001234',
      from: '2026-10-01',
      to: '2026-10-31',
      minAmount: 10,
      maxAmount: 500,
      keyword: 'fee',
      direction: 'debit',
      sort: 'amount',
      order: 'asc',
      limit: 50,
      offset: 50,
    });
    expect(toUpstreamQuery({})).toMatchObject({ sort: 'date', order: 'desc', limit: 25, offset: 0, keyword: undefined });
  });

  it.each([
    [{ filter: { from: '2026-02-30' } }, 'from'],
    [{ filter: { from: '2026-10-02', to: '2026-10-01' } }, 'to'],
    [{ filter: { minAmount: '5.00', maxAmount: '1.00' } }, 'maxAmount'],
    [{ filter: { minAmount: '-1.00' } }, 'minAmount'],
    [{ filter: { keyword: 'x'.repeat(101) } }, 'keyword'],
    [{ first: 0 }, 'first'],
    [{ first: 201 }, 'first'],
    [{ after: 'abc' }, 'after'],
  ])('rejects %j naming %s', (args, field) => {
    expect(() => toUpstreamQuery(args as Parameters<typeof toUpstreamQuery>[0])).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }) }));
  });
});
