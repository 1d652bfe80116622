// No Float anywhere in the public schema (docs/architecture.md "Money and decimals"): amounts are Money, and units,
// prices, rates and weights are Decimal, exact decimal text. Walks every field, argument and input field, through
// lists and non-nulls, so a new Float is caught wherever it is declared.
import type { GraphQLArgument, GraphQLField, GraphQLInputField, GraphQLType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './build-schema.js';

/** The named type under any list and non-null wrappers (duck-typed: @graphql-tools may load the other graphql build). */
const named = (type: GraphQLType): string => ('ofType' in type && type.ofType ? named(type.ofType as GraphQLType) : (type as { name: string }).name);

function typeUses(): { coordinate: string; type: string }[] {
  const schema = buildSchema();
  const out: { coordinate: string; type: string }[] = [];
  const args = (at: string, list: readonly GraphQLArgument[]) => list.forEach((arg) => out.push({ coordinate: `${at}(${arg.name}:)`, type: named(arg.type) }));
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type)) continue;
    for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
      out.push({ coordinate: `${type.name}.${field.name}`, type: named(field.type) });
      if ('args' in field) args(`${type.name}.${field.name}`, field.args);
    }
  }
  for (const directive of schema.getDirectives()) args(`@${directive.name}`, directive.args);
  return out;
}

describe('the public schema', () => {
  const uses = typeUses();

  it('declares no Float field, argument or input field', () => {
    expect(uses.filter((u) => u.type === 'Float').map((u) => u.coordinate)).toEqual([]);
  });

  it('types every amount, balance, price and value as Money or Decimal', () => {
    // Named like money; a bare `total` is a count (AlertCounts.total), a `...Total` an amount.
    const moneyish = /(?:[aA]mount|[bB]alance|[pP]rice|[vV]alue|Total|principal|interestAtMaturity|annualPayments|shortfall|[tT]hreshold)$|^(?:min|max)$/;
    const wrong = uses
      .filter((u) => moneyish.test(u.coordinate.replace(/\(|:\)/g, '').split('.').pop() ?? '') && ['Int', 'Float'].includes(u.type))
      .map((u) => `${u.coordinate}: ${u.type}`);
    expect(wrong).toEqual([]);
    // The walk sees the scalars: the portfolio's total is Money, a holding's units Decimal.
    expect(uses).toContainEqual({ coordinate: 'PortfolioValuation.totalValue', type: 'Money' });
    expect(uses).toContainEqual({ coordinate: 'PortfolioHolding.units', type: 'Decimal' });
    expect(uses).toContainEqual({ coordinate: 'CashTransactionFilter.minAmount', type: 'Money' });
  });
});
