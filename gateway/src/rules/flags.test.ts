// Feature flag resolution (001 §3, §6): releases vs operations, experiments per environment but never
// in production, session overrides winning, and `!` lookups.
import { describe, expect, it } from 'vitest';
import { isFlagOn, resolveFlags, type FeatureFlagSources } from './flags.ts';

const sources: FeatureFlagSources = {
  releases: { search: { cashTransactions: true, ada: false }, reporting: { afc: true } },
  operations: { reporting: { afc: false }, payments: { mfaEnabled: true } },
  experiments: { uat: { search: { ada: true }, digitisation: { myAccess: true } }, production: { search: { ada: true } } },
};

describe('resolveFlags', () => {
  it('merges releases and operations, operations winning', () => {
    const flags = resolveFlags(sources, 'dev');
    expect(flags['search.cashTransactions']).toBe(true);
    expect(flags['payments.mfaEnabled']).toBe(true);
    expect(flags['reporting.afc']).toBe(false);
  });

  it("adds the environment's experiments outside production", () => {
    expect(resolveFlags(sources, 'uat')['search.ada']).toBe(true);
    expect(resolveFlags(sources, 'uat')['digitisation.myAccess']).toBe(true);
    expect(resolveFlags(sources, 'sit')['search.ada']).toBe(false);
    expect(resolveFlags(sources, 'sit')['digitisation.myAccess']).toBeUndefined();
  });

  it('never applies experiments in production, even one keyed production', () => {
    expect(resolveFlags(sources, 'production')['search.ada']).toBe(false);
  });

  it('lets per-session overrides win over every group', () => {
    const flags = resolveFlags(sources, 'uat', { 'search.ada': false, 'reporting.afc': true, 'new.thing': true });
    expect(flags['search.ada']).toBe(false);
    expect(flags['reporting.afc']).toBe(true);
    expect(flags['new.thing']).toBe(true);
  });

  it('copes with missing groups', () => {
    expect(resolveFlags({}, 'dev')).toEqual({});
  });
});

describe('isFlagOn', () => {
  const flags = resolveFlags(sources, 'dev');

  it('reads area.feature; unknown flags are off', () => {
    expect(isFlagOn(flags, 'search.cashTransactions')).toBe(true);
    expect(isFlagOn(flags, 'reporting.afc')).toBe(false);
    expect(isFlagOn(flags, 'no.such')).toBe(false);
  });

  it('negates with a leading !', () => {
    expect(isFlagOn(flags, '!search.cashTransactions')).toBe(false);
    expect(isFlagOn(flags, '!reporting.afc')).toBe(true);
    expect(isFlagOn(flags, '!no.such')).toBe(true);
  });
});
